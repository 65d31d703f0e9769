// Main-thread tasks on the public pages, unthrottled: each prerendered page (served as the bench
// serves it) is opened in Chromium at a phone's viewport, and a 'longtask' PerformanceObserver
// (tasks over 50 ms) records from the start until the app has taken the page over and two more
// seconds have passed (the background refresh included). A prerendered page starts its app after
// the load event, so every task of the take-over is a task "after load".
import { launchBrowser } from '../e2e/support/browser.mjs';
import { LONG_TASKS_SCRIPT, longest } from './long-tasks.mjs';

const VIEWPORT = { width: 412, height: 823 };
const SETTLE_MS = 2000;
const HYDRATED_MARK = 'app-hydrated';

/** @param {{ name: string, route: string }[]} pages prerendered pages of the site at `siteUrl` */
export async function publicTasks(siteUrl, pages) {
  const browser = await launchBrowser();
  try {
    const results = [];
    for (const { name, route } of pages) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(LONG_TASKS_SCRIPT);
      const page = await context.newPage();
      await page.goto(new URL(route, siteUrl).href);
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        HYDRATED_MARK,
        { timeout: 60000 },
      );
      await page.waitForTimeout(SETTLE_MS);
      const figures = await page.evaluate((mark) => {
        const [navigation] = performance.getEntriesByType('navigation');
        return {
          loadEventMs: navigation?.loadEventEnd ?? null,
          hydratedMs: performance.getEntriesByName(mark)[0].startTime,
          tasks: window.__longTasks,
        };
      }, HYDRATED_MARK);
      const afterLoad = figures.tasks.filter((task) => task.start >= (figures.loadEventMs ?? 0));
      results.push({
        name,
        route,
        loadEventMs: figures.loadEventMs,
        hydratedMs: figures.hydratedMs,
        longTasksAfterLoad: afterLoad.length,
        longestAfterLoadMs: longest(afterLoad),
        tasksAfterLoad: afterLoad.map(
          (task) => `${Math.round(task.start)}+${Math.round(task.duration)}`,
        ),
        noTaskOver50msAfterLoad: afterLoad.length === 0,
      });
      await context.close();
    }
    return { viewport: `${VIEWPORT.width}×${VIEWPORT.height}`, pages: results };
  } finally {
    await browser.close();
  }
}
