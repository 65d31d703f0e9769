// An article opened from another page, in Chromium against the prerendered site (unthrottled):
// the reader takes the prerendered article over, then clicks the link to the next article. What
// the app fetched for that article's body: the Markdown renderer and highlighter chunks (none when
// the article's own prerendered page carries its body) and the page itself (its transfer size).
import { launchBrowser } from '../e2e/support/browser.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const RENDERING = /\/(markdown|code-highlight)\.[0-9a-f]{8}\.chunk\.js$/;

/**
 * @param {string} siteUrl the prerendered site, served compressed
 * @param {string} apiUrl the API it was rendered from
 */
export async function articleOpened(siteUrl, apiUrl) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(new URL('/detail/1', siteUrl).href);
    await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
    await page.evaluate(() => performance.mark('bench-opened'));
    const next = page.locator('main a[rel="next"]').first();
    const href = await next.getAttribute('href');
    const id = href.split('/').pop();
    const { title } = await (
      await fetch(new URL(`/api/article/detail/${id}`, apiUrl))
    )
      .json()
      .then((answer) => answer.data);
    await next.click();
    await page.waitForURL((url) => url.pathname === href);
    // The previous article stays on screen until the next one is ready: wait for the next one's
    // own title and body, then for the network to settle.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('main .markdown-body').first().waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = await page.evaluate((path) => {
      const since = performance.getEntriesByName('bench-opened')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          transfer: entry.encodedBodySize,
          isPage: new URL(entry.name).pathname === path,
        }));
    }, href);
    return {
      article: href,
      renderingChunks: fetched
        .filter((entry) => RENDERING.test(entry.path))
        .map((entry) => entry.path.replace(/^\//, '')),
      pageFetched: fetched.some((entry) => entry.isPage),
      pageTransferBytes: fetched
        .filter((entry) => entry.isPage)
        .reduce((sum, entry) => sum + entry.transfer, 0),
    };
  } finally {
    await browser.close();
  }
}
