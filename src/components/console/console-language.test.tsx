/** The console's language: the owner's choice from the app bar, in place, remembered. */
import { act, screen, waitFor } from '@testing-library/react';
import { registerCatalog } from '@/i18n/i18n';
import { allowConsole } from '../../../test/console-guard';
import { renderConsole, signIn } from '../../../test/console-harness';

beforeEach(() => localStorage.clear());

async function chooseLanguage(
  user: ReturnType<typeof renderConsole>['user'],
  from: string,
  to: string,
) {
  await user.click(screen.getByRole('button', { name: from }));
  await user.click(await screen.findByRole('menuitem', { name: to }));
}

describe('the console language menu', () => {
  it('stays in the language it has when the other cannot be fetched, and says why in the console', async () => {
    allowConsole('warn', /zh-CN messages could not be loaded/);
    signIn();
    const { user, router } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await chooseLanguage(user, 'Language', '简体中文');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/manager/home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the console to Chinese and back without leaving the screen, and remembers it', async () => {
    const zh = jest.requireActual('../../i18n/catalogs/zh-CN.json') as object;
    registerCatalog('zh-CN', 'public', zh);
    registerCatalog('zh-CN', 'console', zh);
    signIn();
    const { user, router } = renderConsole();
    await screen.findByRole('heading', { name: 'Dashboard' });
    const entries = router.state.historyAction;
    await chooseLanguage(user, 'Language', '简体中文');
    expect(await screen.findByRole('button', { name: '语言' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('blog.console-locale')).toBe('zh-CN');
    expect(router.state.location.pathname).toBe('/manager/home');
    expect(router.state.historyAction).toBe(entries);
    // The menu marks the language in use.
    await user.click(screen.getByRole('button', { name: '语言' }));
    expect(screen.getByRole('menuitem', { name: '简体中文' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens in the language chosen before, and gives the blog its own back on leaving', async () => {
    const zh = jest.requireActual('../../i18n/catalogs/zh-CN.json') as object;
    registerCatalog('zh-CN', 'public', zh);
    registerCatalog('zh-CN', 'console', zh);
    localStorage.setItem('blog.console-locale', 'zh-CN');
    signIn();
    const { router } = renderConsole();
    expect(await screen.findByRole('button', { name: '语言' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.documentElement.lang).toBe('en');
  });
});
