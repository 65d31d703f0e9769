import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { makeStore } from '@/app/store';
import { TOAST_AUTO_HIDE_MS } from '@/config/constants';
import { showToast } from '@/lib/toast-slice';
import { Toaster } from './toaster';
import { expectStaticStyles } from '../../../test/static-styles';

function renderToaster() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <ColorModeProvider>
        <Toaster />
      </ColorModeProvider>
    </Provider>,
  );
  return store;
}

const shown = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('Toaster', () => {
  it('shows each toast the moment it is pushed, all at once, newest on top', async () => {
    const store = renderToaster();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showToast('Saved', 'success'));
    });
    expect(shown()).toEqual(['Saved']);
    act(() => {
      store.dispatch(showToast('Name is required', 'error'));
    });
    expect(shown()).toEqual(['Name is required', 'Saved']);
    // The stack's own clearance is a variable set after mount (use-toast-clearance.ts); the
    // toasts are drawn from the stylesheet alone.
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveClass('stack');
    screen.getAllByRole('alert').forEach(expectStaticStyles);

    // Closing one leaves the others.
    const stack = within(screen.getByRole('list', { name: 'Notifications' }));
    const newest = stack.getAllByRole('listitem')[0];
    await userEvent.click(within(newest).getByRole('button', { name: 'Close' }));
    expect(shown()).toEqual(['Saved']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().toast.queue).toHaveLength(0);
  });

  it('hides each toast by itself, counted from its own appearance', () => {
    jest.useFakeTimers();
    try {
      const store = renderToaster();
      act(() => {
        store.dispatch(showToast('First', 'success'));
      });
      act(() => {
        jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS / 2);
        store.dispatch(showToast('Second', 'info'));
      });
      expect(shown()).toEqual(['Second', 'First']);
      act(() => {
        jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS / 2);
      });
      expect(shown()).toEqual(['Second']);
      act(() => {
        jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS / 2);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
