import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { showToast } from '@/lib/toast-slice';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows queued toasts one at a time and dismisses them', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(showToast('Saved', 'success'));
      store.dispatch(showToast('Name is required', 'error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().toast.queue).toHaveLength(0);
  });

  it('hides a toast by itself after a while', () => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      render(
        <Provider store={store}>
          <Toaster />
        </Provider>,
      );
      act(() => {
        store.dispatch(showToast('Saved', 'success'));
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Saved');
      act(() => {
        jest.runOnlyPendingTimers();
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
