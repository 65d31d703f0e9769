// Scale: 300 route changes in a row on the reading side, by clicking the app's own links as a
// reader does (home -> archive -> an article, a different one each round -> one of its tags ->
// home ...), in Chromium against the demo (the app shell, unthrottled). The JavaScript heap is
// read after forced garbage collection (DevTools HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage) once the first round has warmed the caches, and again after the 300.
import { launchBrowser } from '../e2e/support/browser.mjs';
import { distDir } from '../e2e/support/paths.mjs';
import { testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';

const NAVIGATIONS = 300;
const VIEWPORT = { width: 1280, height: 800 };
const MB = 1024 * 1024;

async function usedHeap(cdp) {
  // Twice: the first pass can leave objects whose finalizers free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** One route change by a click, waiting until the new page shows what it is about. */
async function step(page, index, title) {
  const main = page.locator('main');
  const nav = page.getByRole('navigation', { name: 'Main' });
  switch (index % 4) {
    case 0:
      await nav.getByRole('link', { name: 'Archive', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/timeLine');
      await main.locator('[data-timeline-entry]').first().waitFor();
      return;
    case 1: {
      const links = main.locator('[data-timeline-entry] a[href^="/detail/"]');
      const count = Math.max(1, await links.count());
      await links.nth(Math.floor(index / 4) % count).click();
      await page.waitForURL((url) => url.pathname.startsWith('/detail/'));
      await main.locator('.markdown-body').waitFor();
      return;
    }
    case 2: {
      const tag = main.getByRole('link', { name: /^Tag: / }).first();
      await tag.click();
      await page.waitForURL((url) => url.pathname === '/list');
      await main.locator('article, [role="status"]').first().waitFor();
      return;
    }
    default:
      await nav.getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // The list page has cards too: wait for the home page's own heading.
      await main.getByRole('heading', { level: 1, name: title }).waitFor();
      await main.locator('article').first().waitFor();
  }
}

export async function navigationHeap({ apiUrl }) {
  const site = await startStaticServer({ root: distDir, config: testConfig(apiUrl) });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { title } = testConfig(apiUrl).site;
    await page.goto(new URL('/', site.url).href);
    await page.locator('main article').first().waitFor();
    for (let index = 0; index < 4; index += 1) await step(page, index, title);
    const before = await usedHeap(cdp);
    const started = performance.now();
    for (let index = 0; index < NAVIGATIONS; index += 1) await step(page, index, title);
    const seconds = (performance.now() - started) / 1000;
    const after = await usedHeap(cdp);
    const growthMb = (after - before) / MB;
    return {
      navigations: NAVIGATIONS,
      seconds,
      heapBeforeMb: before / MB,
      heapAfterMb: after / MB,
      growthMb,
      within10Mb: growthMb <= 10,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
