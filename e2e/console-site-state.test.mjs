// The console's "Public site" card against a prerendered copy (issue 42): the site's state the
// prerender wrote, what the API has that the pages do not (an article published, one edited, one
// disabled, one deleted), the rebuild settings, and "Rebuild the site" through the prerender's own
// hook on the blog's origin (/_rebuild, answered here by the test, which runs the prerender again
// as the hook would) followed until the new build is published; a wrong token and an unreachable
// hook said in place; a host's build hook (Netlify's origin, allowed by the console's policy)
// sent without CORS. Pictures of the card and the dialog at 360 and 1280 px, light and dark, in
// English and Chinese.
import assert from 'node:assert/strict';
import { openPage, screenshot, untilSettled } from './support/browser.mjs';
import { signIn } from './support/auth.mjs';
import { DESKTOP, PHONE, usePrerenderedSite } from './support/prerendered-site.mjs';
import { prerender, prerenderFailure } from './support/prerender.mjs';
import { keepRebuildHook, publicSiteCard } from './support/public-site-card.mjs';
import { testConfig } from './support/site-config.mjs';
import { test } from './support/fixtures.mjs';

const harness = usePrerenderedSite('console-site-state');
const HOOK_PATH = '/_rebuild';
const TOKEN = 'a-token-of-at-least-sixteen-characters';
const NETLIFY_HOOK = 'https://api.netlify.com/build_hooks/5f1e2d3c4b5a69788796a5b4';
/** What a failed hook call writes in the page's console: the test's own doing. */
const HOOK_FAILURES = [/_rebuild/, /Failed to load resource/];

/** A call to the API as the owner (JSON body, as `publish` sends). */
async function asOwner(method, pathname, body) {
  const response = await fetch(new URL(pathname, harness.mock.url), {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await harness.ownerToken()}`,
    },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  assert.equal(answer.code, 0, `${method} ${pathname}: ${answer.msg}`);
  return answer.data;
}

/** Saves an article again with a line more (a new `updatedAt`), as the owner. */
async function edit(id) {
  const full = await asOwner('GET', `/api/article/detail/${id}`);
  await asOwner('PUT', `/api/article/${id}`, {
    title: full.title.endsWith(' (edited)') ? full.title : `${full.title} (edited)`,
    summary: full.summary,
    content: `${full.content}\n\nOne more line.`,
    categoryId: full.category.id,
    labelIds: full.labels.map((label) => label.id),
  });
}

/** A page signed in on the prerendered copy, in `locale`. */
async function ownerPage(openPages, { viewport = DESKTOP, colorScheme = 'light', locale } = {}) {
  const entry = await openPage(harness.browser, {
    viewport,
    colorScheme,
    allowConsoleErrors: HOOK_FAILURES,
  });
  openPages.push(entry);
  const { page } = entry;
  await signIn(page, harness.site.url);
  if (locale) {
    await page.evaluate((chosen) => localStorage.setItem('blog.console-locale', chosen), locale);
    await page.reload();
  }
  return page;
}

const card = publicSiteCard;

/**
 * The prerender's hook, as --listen answers: 401 without the token; with it 202, then a pass over
 * the copy. Returns the passes started.
 */
async function answerHook(page) {
  const passes = [];
  const config = testConfig(harness.mock.url);
  const withUrl = { ...config, site: { ...config.site, url: harness.site.url } };
  await page.route(`**${HOOK_PATH}`, async (route) => {
    if (route.request().headers().authorization !== `Bearer ${TOKEN}`) {
      return route.fulfill({ status: 401 });
    }
    await route.fulfill({ status: 202 });
    passes.push(prerender(harness.dist, withUrl));
  });
  return passes;
}

test.describe('the console’s Public site card on a prerendered site', () => {
  test('says when the pages were built and that they have every change', async ({ openPages }) => {
    const page = await ownerPage(openPages);
    const site = card(page);
    await site.getByText('The public pages have every change.').waitFor();
    await site.getByText(`From ${harness.mock.url}, release 1.0.7.`).waitFor();
    assert.match(await site.locator('p').first().innerText(), /^Last built (just now|.+ ago) \(/);
    const state = JSON.parse(await harness.fetchText('/site-state.json'));
    assert.equal(state.articles.length, harness.enabled.length);
  });

  test('names what the API has that the pages do not; pictures in both languages', async ({
    openPages,
  }) => {
    await harness.publish({ title: 'Published after the build', summary: 'New.' });
    const [edited, disabled, deleted] = harness.enabled;
    await edit(edited.id);
    await asOwner('POST', `/api/article/disabled/${disabled.id}`);
    await asOwner('DELETE', `/api/article/${deleted.id}`);

    for (const [locale, name, changes] of [
      ['en', 'Public site', ['1 article published since', '1 article edited since']],
      ['zh-CN', '公开站点', ['此后发布了 1 篇文章', '此后删除了 1 篇文章']],
    ]) {
      const page = await ownerPage(openPages, { locale });
      const site = card(page, name);
      for (const kind of changes) await site.getByRole('region', { name: kind }).waitFor();
      if (locale === 'en') {
        const link = site.getByRole('link', { name: 'Published after the build' });
        assert.match(await link.getAttribute('href'), /^\/manager\/article\/edit\/\d+$/);
        await site.getByRole('region', { name: '1 article disabled since' }).waitFor();
        await site.getByText(deleted.title).waitFor();
      }
      for (const [width, viewport] of [
        ['360', PHONE],
        ['1280', DESKTOP],
      ]) {
        await page.setViewportSize(viewport);
        for (const colorScheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme });
          // No focus left on a button by the dialog closed before (its ring is not the picture).
          await page.evaluate(() => document.activeElement?.blur());
          await untilSettled(page);
          await screenshot(page, `console-site-card-${locale}-${width}-${colorScheme}`);
          await site
            .getByRole('button', { name: locale === 'en' ? 'Rebuild settings' : '构建设置' })
            .click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('radio').nth(1).check();
          await untilSettled(page);
          await screenshot(page, `console-site-settings-${locale}-${width}-${colorScheme}`, {
            fullPage: false,
          });
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
      }
    }
  });

  test('the editor says the saved version is not on the public pages yet', async ({
    openPages,
  }) => {
    const [edited] = harness.enabled;
    await edit(edited.id);
    for (const [locale, said] of [
      ['en', /^Saved (at|on) .+ — not on the public pages yet$/],
      ['zh-CN', /^已于 .+ 保存，公开页面尚未更新$/],
    ]) {
      const page = await ownerPage(openPages, { locale });
      await page.goto(`${harness.site.url}/manager/article/edit/${edited.id}`);
      await page.getByText(said).waitFor();
      for (const [width, viewport] of [
        ['360', PHONE],
        ['1280', DESKTOP],
      ]) {
        await page.setViewportSize(viewport);
        await untilSettled(page);
        // Whole on a phone too: the longer status wraps in the bar instead of running off it.
        const status = await page.getByText(said).boundingBox();
        assert.ok(status.x + status.width <= viewport.width, `${locale} ${width}: status cut off`);
        for (const colorScheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme });
          await untilSettled(page);
          await screenshot(page, `console-site-editor-${locale}-${width}-${colorScheme}`, {
            fullPage: false,
          });
        }
      }
    }
  });

  test('rebuilds through the prerender’s hook and follows it until the new build is out', async ({
    openPages,
  }) => {
    const page = await ownerPage(openPages);
    const site = card(page);
    await site.getByRole('region', { name: '1 article published since' }).waitFor();
    const passes = await answerHook(page);
    const status = site.getByRole('status');

    await keepRebuildHook(page, { url: `${harness.site.url}${HOOK_PATH}`, token: 'not-the-token' });
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await status.getByText(/^The hook refused the token/).waitFor();
    assert.equal(passes.length, 0);

    await keepRebuildHook(page, { url: `${harness.site.url}${HOOK_PATH}`, token: TOKEN });
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await status.getByText(/^Rebuild started at .+ Waiting for the new build/).waitFor();
    const pass = await passes[0];
    assert.equal(pass.status, 0, prerenderFailure(pass));
    // The card asks again every 15 s: built once the state is newer than the request.
    await status.getByText(/^Built at .+\.$/).waitFor();
    await site.getByText('The public pages have every change.').waitFor();

    await page.unroute(`**${HOOK_PATH}`);
    await page.route(`**${HOOK_PATH}`, (route) => route.abort('connectionrefused'));
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await status.getByText(/^The hook could not be reached/).waitFor();
  });

  test('sends a host’s build hook (Netlify) a plain POST the console’s policy allows', async ({
    openPages,
  }) => {
    const page = await ownerPage(openPages);
    const sent = [];
    await page.route(NETLIFY_HOOK, (route) => {
      sent.push({ method: route.request().method(), headers: route.request().headers() });
      return route.fulfill({ status: 200, body: '' });
    });
    await keepRebuildHook(page, { url: NETLIFY_HOOK });
    const site = card(page);
    await site.getByRole('button', { name: 'Rebuild the site' }).click();
    await site
      .getByRole('status')
      .getByText(/does not let the browser read its answer/)
      .waitFor();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].method, 'POST');
    assert.equal(sent[0].headers.authorization, undefined);
  });
});
