// Scale: the archive of a generated blog with BENCH_ARCHIVE_ENTRIES articles, rendered by the app
// (the build's shell, not a prerendered page) in Chromium, unthrottled. Counts the entry elements
// and all elements in the DOM while scrolling to the end, and takes the longest main-thread task
// from a PerformanceObserver on 'longtask' (tasks over 50 ms), during load and while scrolling.
import { launchBrowser } from '../e2e/support/browser.mjs';
import { distDir } from '../e2e/support/paths.mjs';
import { testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';
import { startGeneratedBlog } from './generated-blog.mjs';
import { LONG_TASKS_SCRIPT, longest } from './long-tasks.mjs';

const ENTRY = '[data-timeline-entry]';
const VIEWPORT = { width: 1280, height: 800 };

/** Scrolls the window to the end a viewport at a time, sampling the DOM after each frame. */
function scrollToEnd(selector) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return (async () => {
    const started = performance.now();
    let maxEntries = 0;
    let maxElements = 0;
    let steps = 0;
    let still = 0;
    while (still < 3) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
      steps += 1;
      maxEntries = Math.max(maxEntries, document.querySelectorAll(selector).length);
      maxElements = Math.max(maxElements, document.getElementsByTagName('*').length);
      still = window.scrollY === before ? still + 1 : 0;
    }
    return {
      started,
      seconds: (performance.now() - started) / 1000,
      steps,
      maxEntries,
      maxElements,
    };
  })();
}

export async function archiveScale({ count, templateApi }) {
  const blog = await startGeneratedBlog(count, templateApi);
  const site = await startStaticServer({ root: distDir, config: testConfig(blog.url) });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(LONG_TASKS_SCRIPT);
    const page = await context.newPage();
    await page.goto(new URL('/timeLine', site.url).href);
    await page.locator(ENTRY).first().waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(
      (selector) => ({
        entries: document.querySelectorAll(selector).length,
        elements: document.getElementsByTagName('*').length,
      }),
      ENTRY,
    );
    const scroll = await page.evaluate(scrollToEnd, ENTRY);
    const { tasks, lastEntry } = await page.evaluate(
      (selector) => ({
        tasks: window.__longTasks,
        lastEntry: [...document.querySelectorAll(selector)].at(-1)?.textContent ?? '',
      }),
      ENTRY,
    );
    const duringScroll = tasks.filter((task) => task.start >= scroll.started);
    const duringLoad = tasks.filter((task) => task.start < scroll.started);
    return {
      articles: count,
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
      afterLoad: loaded,
      scroll: {
        seconds: scroll.seconds,
        steps: scroll.steps,
        maxEntries: scroll.maxEntries,
        maxElements: scroll.maxElements,
        reachedFirstArticle: /Generated article 1:/.test(lastEntry),
      },
      longTasks: {
        loadLongestMs: longest(duringLoad),
        loadCount: duringLoad.length,
        scrollLongestMs: longest(duringScroll),
        scrollCount: duringScroll.length,
      },
      targets: {
        entriesWithin200: Math.max(loaded.entries, scroll.maxEntries) <= 200,
        noScrollTaskOver50ms: duringScroll.length === 0,
      },
    };
  } finally {
    await browser.close();
    await site.close();
    await blog.close();
  }
}
