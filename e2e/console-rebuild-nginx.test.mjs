// The owner publishes and the site follows (issue 42, "Done when"), on the documented deploy: the
// console served by Debian's nginx with deploy/nginx/blog.conf, and the prerender kept running
// with `--listen` behind its /_rebuild location (the `nginxDeploys` fixture). The owner writes an
// article in the console, sees it named as not on the public pages yet, is told in place when
// the hook refuses the token or cannot be reached, then rebuilds with the right token, and the
// card follows the site's state until the new build is out, which nginx then serves.
import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import { openPage, screenshot, WAIT_TIMEOUT_MS } from './support/browser.mjs';
import { signIn } from './support/auth.mjs';
import { content, status as saveStatus } from './support/editor-page.mjs';
import { passesEndedIn, page as served } from './support/nginx-deploy.mjs';
import { keepRebuildHook, publicSiteCard } from './support/public-site-card.mjs';
import { test } from './support/fixtures.mjs';

const DESKTOP = { width: 1280, height: 800 };
const WAIT = { timeout: WAIT_TIMEOUT_MS };
/** What the refused and unreachable hook calls write in the page's console: the test's doing. */
const HOOK_FAILURES = [/status of 401/, /_rebuild/, /Failed to load resource/];

let deploy, browser, hook;
test.beforeAll(({ nginxDeploys }) => {
  ({ deploy, browser, hook } = nginxDeploys);
});

const passesEnded = () => passesEndedIn(hook.run);
const card = publicSiteCard;

test('the owner publishes, sees it is not on the site, rebuilds, and nginx serves the new page', async () => {
  const { page, context, problems } = await openPage(browser, {
    viewport: DESKTOP,
    allowConsoleErrors: HOOK_FAILURES,
  });
  try {
    await signIn(page, deploy.url);
    const title = 'Written in the console, rebuilt from it';
    await page.goto(`${deploy.url}/manager/article/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await content(page).fill('The owner pressed Rebuild, and this page followed.');
    // Saving with details missing opens the panel at the first one it needs.
    await page.keyboard.press('Control+s');
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Rebuilt on request.');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.locator('option', { hasText: 'Notes' }).waitFor({ state: 'attached' });
    await category.selectOption({ label: 'Notes' });
    await page.keyboard.press('Control+s');
    await page.waitForURL((url) => /^\/manager\/article\/edit\/[^/]+$/.test(url.pathname), WAIT);
    const id = new URL(page.url()).pathname.split('/').pop();
    await saveStatus(page)
      .filter({ hasText: /— not on the public pages yet$/ })
      .waitFor(WAIT);
    assert.equal((await served(deploy.url, `/detail/${id}`)).status, 404, 'not served yet');

    await page.goto(`${deploy.url}/manager/home`);
    const site = card(page);
    const published = site.getByRole('region', { name: '1 article published since' });
    await published.getByRole('link', { name: title }).waitFor(WAIT);
    const said = site.getByRole('status');
    const before = passesEnded();

    await keepRebuildHook(page, { url: `${deploy.url}/_rebuild`, token: `${hook.token}-not` });
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await said.getByText(/^The hook refused the token/).waitFor(WAIT);
    await screenshot(page, 'console-rebuild-refused-1280');

    // The hook's process gone: nginx has nothing behind /_rebuild to pass the call to.
    await page.route(`${deploy.url}/_rebuild`, (route) => route.abort('connectionrefused'));
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await said.getByText(/^The hook could not be reached/).waitFor(WAIT);
    await page.unroute(`${deploy.url}/_rebuild`);
    assert.equal(passesEnded(), before, 'neither call started a pass');

    await keepRebuildHook(page, { url: `${deploy.url}/_rebuild`, token: hook.token });
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await said.getByText(/^Rebuild started at .+ Waiting for the new build/).waitFor(WAIT);
    await expect.poll(passesEnded, WAIT).toBeGreaterThan(before);
    await said.getByText(/^Built at .+\.$/).waitFor(WAIT);
    await site.getByText('The public pages have every change.').waitFor(WAIT);
    await screenshot(page, 'console-rebuild-built-1280');

    const now = await served(deploy.url, `/detail/${id}`);
    assert.equal(now.status, 200, hook.run.output.split('\n').slice(-20).join('\n'));
    assert.equal(now.h1, title);
    await page.goto(`${deploy.url}/manager/article/edit/${id}`);
    await saveStatus(page)
      .filter({ hasText: /^Saved (at|on) [^—]+$/ })
      .waitFor(WAIT);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
