// Two tabs, one session (issue 8 "Sessions"): two pages in one browser context share local
// storage, as two tabs of the blog do. Signing out in one signs the other out too, in place: the
// console tab offers the sign-in dialog over the editor and keeps the unsaved text; signing in
// again in one tab is seen by the other. Also: sign-in lands focus on the dashboard's heading.
import assert from 'node:assert/strict';
import {
  axe,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  formatViolations,
  screenshot,
  test,
  useE2E,
} from './support/setup.mjs';
import { writerIn, writerText } from './support/writer.mjs';
import { json } from './support/answers.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };

/** A second tab in the same browser context, failing the test on any uncaught page error. */
async function secondTab(page) {
  const tab = await page.context().newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  return { tab, errors };
}

const input = (scope, label) => scope.getByLabel(label).and(scope.locator('input'));

test.describe('sessions across tabs', () => {
  test('sign-in moves focus to the dashboard heading', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Dashboard');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
  });

  test('signing out in one tab offers sign-in in place in the other, keeping the editor text', async () => {
    const editor = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(editor);
    await editor.goto(e2e.url('/manager/article/new'));
    await editor.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    const body = 'Typed in one tab while the other signed out.';
    const content = editor.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill(body);

    const { tab: other, errors } = await secondTab(editor);
    await other.goto(e2e.url('/manager/home'));
    await other.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await other.getByRole('button', { name: 'Log out' }).click();
    await other.waitForURL((url) => url.pathname === '/manager');
    await other.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    // The editor tab saw the token go: the dialog is up, the text is still there.
    const dialog = editor.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor();
    assert.equal(new URL(editor.url()).pathname, '/manager/article/new');
    assert.equal(await writerText(writerIn(editor)), body);
    // The login name last used is offered, not the profile's display name.
    assert.equal(await input(dialog, 'Username').inputValue(), DEMO_USERNAME);

    // Signing in again here is seen by the other tab, which goes on into the console.
    await input(dialog, 'Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await writerText(writerIn(editor)), body);
    await other.waitForURL((url) => url.pathname === '/manager/home');
    await other.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('signing in again in another tab closes the dialog where the owner was working', async () => {
    const editor = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(editor);
    await editor.goto(e2e.url('/manager/article/new'));
    await editor.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    const content = editor.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill('Still here.');

    const { tab: other, errors } = await secondTab(editor);
    await other.goto(e2e.url('/manager/home'));
    await other.getByRole('button', { name: 'Log out' }).click();
    await other.waitForURL((url) => url.pathname === '/manager');
    const dialog = editor.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor();

    await input(other, 'Username').fill(DEMO_USERNAME);
    await input(other, 'Password').fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL((url) => url.pathname === '/manager/home');

    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await writerText(writerIn(editor)), 'Still here.');
    // The editor tab works on with the new session: a console call succeeds without asking.
    await editor
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Category' })
      .click();
    const leave = editor.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await editor.getByRole('table', { name: /categories/i }).waitFor();
    assert.equal(await dialog.count(), 0);
    assert.deepEqual(errors, []);
  });

  test("a 401 on a public call leaves the owner's token alone", async () => {
    // Chromium reports the 401 in the console by itself.
    const page = await e2e.newPage({ viewport: DESKTOP, allowConsoleErrors: [/status of 401/] });
    await e2e.signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // A public call answered 401 (say, a proxy in front of the list): the owner stays signed in.
    await page.route('**/api/article/rank', (route) =>
      route.fulfill(json({ code: 401, msg: 'No.', data: null }, 401)),
    );
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/article/rank'),
    );
    await page.goto(e2e.url('/'));
    await answered;
    // The failed section hides once the call has been handled in full.
    await page.getByRole('navigation', { name: 'Categories' }).waitFor();
    await page.getByRole('navigation', { name: 'Most read' }).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), token);
  });

  test('every console entry asks for the profile, even just after leaving for the public side', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await e2e.signIn(page);
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/profile') calls += 1;
    });
    // Out to the blog and back within the page (the console links nowhere public, so the router
    // is told as a back/forward tells it): the store, and RTK Query's cache, live on throughout.
    const moveInApp = (path) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await page.goto(e2e.url('/manager/category'));
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    const before = calls;
    await moveInApp('/');
    await page.locator('main article h2 a').first().waitFor();
    await moveInApp('/manager/category');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    assert.equal(calls, before + 1, 'one fresh profile call on coming back');
  });

  test('a refused profile signs out to the form; an unreachable blog keeps the session at /manager with Retry', async () => {
    // Chromium reports the injected failures in the console by itself.
    const page = await e2e.newPage({
      viewport: DESKTOP,
      allowConsoleErrors: [/status of (500|502|401)/, /ERR_FAILED/],
    });
    const isProfile = (url) => url.pathname === '/api/auth/profile';
    const token = () => page.evaluate(() => localStorage.getItem('token'));
    const toasts = () => page.locator('[role="alert"]:not(main [role="alert"])').count();
    const unreachable = {
      'network error': (route) => route.abort('failed'),
      'HTTP 500 without an envelope': (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Down</h1>' }),
      'truncated JSON': (route) => route.fulfill(json('{"code":0,"msg":"ok","data":{"user')),
    };
    await e2e.signIn(page);
    const kept = await token();
    for (const [fault, answer] of Object.entries(unreachable)) {
      let calls = 0;
      await page.route(isProfile, (route) => {
        calls += 1;
        return answer(route);
      });
      await page.goto(e2e.url('/manager/category?page=1'));
      const alert = page.locator('main [role="alert"]');
      await alert.getByText('The blog could not be reached.').waitFor();
      const url = new URL(page.url());
      assert.equal(url.pathname, '/manager', fault);
      assert.equal(url.searchParams.get('redirect'), '/manager/category?page=1', fault);
      assert.equal(await token(), kept, `${fault}: the token is kept`);
      assert.equal(await toasts(), 0, `${fault}: no toast`);
      assert.equal(await page.getByRole('button', { name: 'Sign in' }).count(), 0, fault);
      // /manager does not ask again by itself: no loop.
      assert.equal(calls, 1, `${fault}: one call, no bounce`);
      if (fault === 'network error') {
        assert.equal(formatViolations(await axe(page)), '');
        await screenshot(page, 'manager-profile-unreachable-1280');
        await page.setViewportSize({ width: 360, height: 740 });
        await screenshot(page, 'manager-profile-unreachable-360');
        await page.setViewportSize(DESKTOP);
      }
      // The blog is back: Retry goes on to where the owner was headed.
      await page.unroute(isProfile);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
      assert.equal(new URL(page.url()).search, '?page=1', fault);
    }

    // A refusal, as HTTP 401 or as any code !== 0: the token goes, the form shows, no toast.
    const refusals = {
      'HTTP 401': (route) =>
        route.fulfill(json({ code: 401, msg: 'Please sign in.', data: null }, 401)),
      'code !== 0': (route) =>
        route.fulfill(json({ code: 503, msg: 'The database is resting.', data: null })),
    };
    for (const [fault, answer] of Object.entries(refusals)) {
      if ((await token()) === null) await e2e.signIn(page);
      await page.route(isProfile, answer);
      await page.goto(e2e.url('/manager/label'));
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/manager', fault);
      assert.equal(await token(), null, `${fault}: the token is cleared`);
      assert.equal(await toasts(), 0, `${fault}: no toast`);
      await page.unroute(isProfile);
    }
  });

  test("the header names the profile's username, not the login answer's", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.route('**/api/auth/login', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill(json({ ...body, data: { ...body.data, username: 'owner' } }));
    });
    await page.route('**/api/auth/profile', (route) =>
      route.fulfill(json({ code: 0, msg: 'ok', data: { username: 'Foreign Owner' } })),
    );
    await e2e.signIn(page);
    assert.equal(await page.getByLabel('Signed in as').innerText(), 'Foreign Owner');
  });
});
