/** The console shell as the layout route mounts it: brand, owner, menu, release and sign-out. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { readToken, writeToken } from '@/api/token';
import { writeLastUsername } from '@/features/auth/last-username';
import { showToast } from '@/lib/toast-slice';

import { renderConsole, signIn } from '../../../test/console-harness';
import { speakInTest } from '../../../test/locale';

describe('ConsoleShell', () => {
  it('shows the brand, the owner, the menu with the current item and the release', async () => {
    signIn();
    const { user } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The login name, with the nickname beside it (never instead of it).
    expect(screen.getByLabelText('Signed in as')).toHaveTextContent('admin (Demo Owner)');
    expect(screen.getByText(/Test Blog/, { selector: 'p' })).toHaveTextContent('Test Blog Console');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test Blog Console · v1.0.7');
    // jsdom matches no media query, so this is the phone layout: the menu is a drawer.
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Category' })).not.toHaveAttribute('aria-current');
  });

  it('speaks Chinese around the release number, in the app bar and the menu', async () => {
    signIn();
    speakInTest('zh-CN');
    const { user } = renderConsole();
    // The screen is the harness's probe (English); the frame around it speaks Chinese.
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test Blog 控制台 · v1.0.7');
    expect(screen.getByLabelText('当前登录用户')).toHaveTextContent('admin');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(screen.getByRole('navigation', { name: '控制台' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '分类' })).toBeInTheDocument();
  });

  it('navigates when a menu item is activated', async () => {
    signIn();
    const { user, router } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await user.click(screen.getByRole('link', { name: 'Category' }));
    expect(router.state.location.pathname).toBe('/manager/category');
    // The phone drawer closes after a choice; the item it leaves behind is the current one.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Category').closest('a')).toHaveAttribute('aria-current', 'page');
  });

  it("shows the profile's username, not the login answer's name", async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    // The login answer said "owner" (remembered on this device); the profile says otherwise.
    writeLastUsername('owner');
    server.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { username: 'Foreign Owner' } }),
      ),
    );
    renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByLabelText('Signed in as')).toHaveTextContent(/^Foreign Owner$/);
  });

  it('logs out even when the logout call fails, quietly, leaving no toast behind', async () => {
    signIn();
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ code: 500, msg: 'Logout broke', data: null }),
      ),
    );
    const { user, router, store } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    store.dispatch(showToast('Saved.', 'success'));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manager');
    expect(screen.getByText('Redirect: none')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(store.getState().toast.queue).toEqual([]);
    expect(store.getState().auth).toMatchObject({ status: 'logout', username: '' });
  });
});
