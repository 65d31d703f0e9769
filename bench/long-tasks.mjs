// Main-thread tasks over 50 ms, as the page's own 'longtask' PerformanceObserver reports them:
// an init script for a browser context, and what the scale figures read from what it recorded.

/** Records every long task ({ start, duration }, ms) into window.__longTasks from the start. */
export const LONG_TASKS_SCRIPT = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/** The longest of `tasks` in ms; 0 when there is none over 50 ms. */
export const longest = (tasks) => tasks.reduce((max, task) => Math.max(max, task.duration), 0);
