// The console's door (issue 4 "Sign-in and session", "Tests"; issue 7): the sign-in page is a
// public page inside the reading side's layout, signing in through the form at /manager lands on
// a dashboard with figures, a wrong password shows the server's own message as a toast, the
// footer names the release, and logging out locks the console again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  axe,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  formatViolations,
  projectRoot,
  screenshot,
  SMOKE,
  test,
  useE2E,
} from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };

/** The login form's inputs (the show-password toggle, if any, must not match). */
const field = (page, label) => page.getByLabel(label).and(page.locator('input'));

test.describe('console sign-in and session', () => {
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`shows the sign-in page inside the public layout at ${width} px (${colorScheme})`, async () => {
        const page = await e2e.newPage({ viewport: { width, height }, colorScheme });
        await page.goto(e2e.url('/manager'));
        await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
        // The reading side's frame: header with Home/Archive and search, sidebar, footer.
        const main = page.getByRole('navigation', { name: 'Main' });
        await main.getByText('Home', { exact: true }).waitFor();
        await main.getByText('Archive', { exact: true }).waitFor();
        await page.getByRole('searchbox').first().waitFor();
        await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
        await page.getByRole('contentinfo').waitFor();
        await field(page, 'Username').waitFor();
        // No console chrome on the sign-in page.
        assert.equal(await page.getByRole('button', { name: 'Log out' }).count(), 0);
        const violations = await axe(page);
        assert.deepEqual(violations, [], formatViolations(violations));
        await screenshot(page, `login-${width}-${colorScheme}`);
      });
    }
  }

  test('signs in through the form and shows the totals and the trend chart', SMOKE, async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/manager'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await field(page, 'Username').fill(DEMO_USERNAME);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/home');

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const totals = page.getByRole('list', { name: 'Totals' });
    for (const name of ['Articles', 'Categories', 'Labels', 'Page views', 'Visitors']) {
      const card = totals.getByRole('listitem').filter({ hasText: name });
      // A figure, not a skeleton: the card's text ends with digits once the answer is in.
      await card.filter({ hasText: /\d\s*$/ }).waitFor();
    }
    const articles = await totals.getByRole('listitem').filter({ hasText: 'Articles' }).innerText();
    assert.match(articles, /Articles\s+[\d,.\s]*\d/);

    const chart = page.getByRole('group', { name: /trend chart/i });
    await chart.waitFor();
    assert.ok((await chart.locator('svg path').count()) > 0, 'the chart draws its lines');
    await page.getByRole('heading', { level: 2, name: /most read/i }).waitFor();
  });

  test('toasts the server message for a wrong password, once, and stays on the form', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/manager'));
    await field(page, 'Username').fill(DEMO_USERNAME);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /wrong username or password/i });
    await alert.waitFor();
    assert.equal(await page.getByText(/wrong username or password/i).count(), 1, 'said once');
    assert.equal(new URL(page.url()).pathname, '/manager');
    // Still there: the owner corrects the password and gets in.
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await field(page, 'Password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/manager/home');
  });

  test('shows the release in the console footer', async ({ ownerPage: page }) => {
    const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    assert.equal(version, '1.0.7');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    assert.match(await footer.innerText(), /\bv?1\.0\.7\b/);
  });

  test(
    'logs out to /manager, after which the console sends visitors to sign in',
    SMOKE,
    async () => {
      const page = await e2e.newPage({ viewport: DESKTOP });
      await e2e.signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname === '/manager');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      assert.equal(
        await page.evaluate(() => window.localStorage.getItem('token')),
        null,
        'the token is gone',
      );

      await page.goto(e2e.url('/manager/home'));
      await page.waitForURL((url) => url.pathname === '/manager');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/manager/home');
      await field(page, 'Username').waitFor();
    },
  );
});
