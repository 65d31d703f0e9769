import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { LAST_USERNAME_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/config/constants';
import { showToast } from '@/lib/toast-slice';
import { SessionSync } from './session-sync';

function otherTabWrites(key: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });
}

function renderSync() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  localStorage.setItem(LAST_USERNAME_STORAGE_KEY, 'admin');
  const store = makeStore();
  render(
    <Provider store={store}>
      <SessionSync />
    </Provider>,
  );
  return store;
}

describe('SessionSync', () => {
  it('starts signed in when a token is stored, as the login name last used', () => {
    const store = renderSync();
    expect(store.getState().auth).toMatchObject({ status: 'success', username: 'admin' });
  });

  it('records a sign-out in another tab and drops every toast', () => {
    const store = renderSync();
    store.dispatch(showToast('Saved.', 'success'));
    otherTabWrites(TOKEN_STORAGE_KEY, null);
    expect(store.getState().auth).toEqual({
      status: 'logout',
      info: 'Signed out in another tab.',
      username: '',
    });
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('treats a cleared storage as a sign-out and ignores other keys', () => {
    const store = renderSync();
    otherTabWrites('colorMode', 'dark');
    expect(store.getState().auth.status).toBe('success');
    otherTabWrites(null, null);
    expect(store.getState().auth.status).toBe('logout');
  });

  it('records a sign-in in another tab', () => {
    const store = renderSync();
    otherTabWrites(TOKEN_STORAGE_KEY, null);
    otherTabWrites(TOKEN_STORAGE_KEY, 'new-token');
    expect(store.getState().auth).toEqual({
      status: 'success',
      info: 'Signed in in another tab.',
      username: 'admin',
    });
  });
});
