// A click paints at once (issue 27), in Chromium: article links fetch the article page's chunk
// when they near the viewport or are hovered, never from the console, and never ask the API for an
// article before the click (each ask counts a view); the click then renders the article page
// without the page's loading bar, asking for the article once.
import assert from 'node:assert/strict';
import { screenshot, test, untilSettled, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const PHONE = { width: 412, height: 823 };
const SLOW = { timeout: 60000 };
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

test.describe('a click paints at once', () => {
  test('fetches the article page chunk ahead, never an article; the click asks once and shows no loading bar', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    const requests = recordRequests(page);
    await page.goto(e2e.url('/'));
    const cards = page.locator('main article h2 a[href^="/detail/"]');
    await cards.first().waitFor({ state: 'visible', ...SLOW });
    // The cards near the viewport: the article page's chunk comes, once, and no article.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/page-detail\.[0-9a-f]+\.chunk\.js$/.test(entry.name)),
      null,
      SLOW,
    );
    const far = cards.nth((await cards.count()) - 1);
    const farId = (await far.getAttribute('href')).split('/').pop();
    await far.scrollIntoViewIfNeeded();
    await far.hover();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requests.detailCalls(), [], 'no article asked for before a click');
    assert.equal(requests.detailChunks().length, 1, "the article page's chunk, once");

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
    assert.deepEqual(requests.detailCalls(), [farId], 'the click asked for the article once');
    assert.equal(requests.detailChunks().length, 1);
    assert.equal(await page.evaluate(() => window.__loadingBarShown), false, 'no loading bar');
    await untilSettled(page);
    await screenshot(page, 'click-prefetch-article-412');
  });

  test("never prefetches from the console's links", async () => {
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
