// A click paints at once (issue 27), in Chromium: article links prefetch what opening the article
// needs (the page's chunk, the article, its page), within a budget, never from the console; the
// click then renders the article without the page's loading bar and without asking again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot, screenshot, untilSettled, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const PHONE = { width: 412, height: 823 };
const SLOW = { timeout: 60000 };
const BUDGET = Number(
  /PREFETCH_VIEWPORT_BUDGET = (\d+)/.exec(
    fs.readFileSync(path.join(projectRoot, 'src', 'config', 'constants.ts'), 'utf8'),
  )[1],
);
const DETAIL_CALL = /\/api\/article\/detail\/([^/?]+)$/;
const DETAIL_CHUNK = /\/page-detail\.[0-9a-f]+\.chunk\.js$/;

/** Every request the page makes, by path, in order. */
function recordRequests(page) {
  const paths = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return {
    paths,
    detailCalls: () => paths.filter((p) => DETAIL_CALL.test(p)).map((p) => DETAIL_CALL.exec(p)[1]),
    detailChunks: () => paths.filter((p) => DETAIL_CHUNK.test(p)),
  };
}

/** Records whether the page's loading bar ever shows from now on. */
async function watchLoadingBar(page) {
  await page.evaluate(() => {
    window.__loadingBarShown = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading page"]')) window.__loadingBarShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

describe('a click paints at once', () => {
  it('prefetches the first few articles near the viewport and a hovered one; the click asks nothing again', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const requests = recordRequests(page);
    await page.goto(e2e.url('/'));
    const cards = page.locator('main article h2 a[href^="/detail/"]');
    await cards.first().waitFor({ state: 'visible', ...SLOW });
    // The cards near the viewport: their articles are asked for, a few at most, each once.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/api\/article\/detail\//.test(entry.name)),
      null,
      SLOW,
    );
    await page.waitForLoadState('networkidle');
    const nearViewport = requests.detailCalls();
    assert.ok(nearViewport.length >= 1 && nearViewport.length <= BUDGET, `${nearViewport}`);
    assert.equal(new Set(nearViewport).size, nearViewport.length, 'each article asked once');
    assert.equal(requests.detailChunks().length, 1, "the article page's chunk, once");

    // A card further down, hovered: its article is asked for too, once, beyond the budget.
    const count = await cards.count();
    const far = cards.nth(count - 1);
    const farId = (await far.getAttribute('href')).split('/').pop();
    assert.ok(!nearViewport.includes(farId), 'the last card was not prefetched on sight');
    await far.scrollIntoViewIfNeeded();
    await far.hover();
    await page.waitForFunction(
      (id) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith(`/api/article/detail/${id}`)),
      farId,
      SLOW,
    );
    await page.waitForLoadState('networkidle');
    const beforeClick = requests.detailCalls();
    assert.equal(beforeClick.filter((id) => id === farId).length, 1);

    await watchLoadingBar(page);
    const title = (await far.innerText()).trim();
    await far.click();
    await page.waitForURL((url) => url.pathname === `/detail/${farId}`, SLOW);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor(SLOW);
    await page
      .locator('main .markdown-body')
      .first()
      .waitFor({ state: 'visible', ...SLOW });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests.detailCalls(), beforeClick, 'the click asked for nothing again');
    assert.equal(requests.detailChunks().length, 1);
    assert.equal(await page.evaluate(() => window.__loadingBarShown), false, 'no loading bar');
    await untilSettled(page);
    await screenshot(page, 'click-prefetch-article-412');
  });

  it("never prefetches from the console's links", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await e2e.signIn(page);
    const requests = recordRequests(page);
    await page.goto(e2e.url('/manager/article'));
    const links = page.locator('main table tbody tr a');
    await links.first().waitFor({ state: 'visible', ...SLOW });
    const shown = Math.min(await links.count(), 6);
    for (let i = 0; i < shown; i += 1) {
      await links.nth(i).hover();
      await links.nth(i).focus();
    }
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests.detailCalls(), []);
    assert.deepEqual(requests.detailChunks(), []);
  });
});
