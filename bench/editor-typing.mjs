// Scale: typing in the console editor on a 200 KB article, in Chromium against the demo (the app
// shell, unthrottled, 1280 px: writer and live preview side by side). Signs in as the demo owner,
// opens a new article, puts 200 KB of generated Markdown in the text (at once, as a paste), waits for the preview, then
// types 100 characters at the end with real key events. Input-to-paint per keystroke: from the
// keydown's timestamp to the frame after it (a frame callback, then a message posted from it,
// which runs once that frame has been painted); the Event Timing API's own durations (events of
// 16 ms or more) are reported beside it as the browser's figure for the slowest.
import { signIn } from '../e2e/support/auth.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { distDir } from '../e2e/support/paths.mjs';
import { testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';
import { pasteInto } from '../e2e/support/writer.mjs';
import { longMarkdown } from './long-markdown.mjs';

const BYTES = 200 * 1024;
const TYPED = 'The quick brown fox jumps over the lazy dog, again and again. '
  .repeat(2)
  .slice(0, 100);
const VIEWPORT = { width: 1280, height: 800 };

const PROBE_SCRIPT = `(() => {
  window.__keyToPaint = [];
  window.__eventTimings = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keyToPaint.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__eventTimings.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function editorTyping({ apiUrl }) {
  const site = await startStaticServer({ root: distDir, config: testConfig(apiUrl) });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await signIn(page, site.url);
    await page.goto(new URL('/manager/article/new', site.url).href);
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.waitFor();
    const markdown = longMarkdown(BYTES);
    // Put in at once, as a paste is: a paste event with the text on its clipboard data, which the
    // writer takes as one edit. (Playwright's fill() types it through the browser's text insertion
    // command, which is slow on 200 KB in any editable element, app or not.)
    await pasteInto(content, { text: markdown });
    // The preview has caught up with the whole text (its last section's heading is there).
    const lastSection = /## (Section \d+)[^\n]*\n[\s\S]*$/.exec(markdown)?.[1];
    await page
      .getByRole('heading', { name: new RegExp(`^${lastSection}:`) })
      .first()
      .waitFor();
    await page.evaluate(PROBE_SCRIPT);
    await content.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(TYPED, { delay: 50 });
    await page.waitForTimeout(1000);
    const { keyToPaint, eventTimings, lastLine } = await page.evaluate(() => ({
      keyToPaint: window.__keyToPaint,
      eventTimings: window.__eventTimings,
      // The writer draws the lines on screen: the caret's, at the end, holds what was typed.
      lastLine: [...document.querySelectorAll('.cm-line')].at(-1)?.textContent ?? '',
    }));
    const medianMs = median(keyToPaint);
    const worstMs = Math.max(...keyToPaint);
    const slowestEventMs = eventTimings.reduce((max, e) => Math.max(max, e.duration), 0);
    return {
      articleBytes: Buffer.byteLength(markdown),
      keystrokes: keyToPaint.length,
      typedTextShown: lastLine.endsWith(TYPED.trimEnd()),
      medianMs,
      slowestFive: [...keyToPaint]
        .sort((a, b) => b - a)
        .slice(0, 5)
        .map((ms) => Math.round(ms)),
      worstMs,
      eventsOver16ms: eventTimings.length,
      slowestEventMs,
      medianWithin16ms: medianMs <= 16,
      worstWithin50ms: worstMs <= 50,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}
