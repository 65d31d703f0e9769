/**
 * Start-up: read and validate the runtime config, start the built-in mock backend when asked,
 * then render. A bad config shows a clear message instead of a blank page.
 */
import { parseConfig, setConfig } from '@/config/runtime-config';
import { ROOT_ID } from '@/lib/page-format/page-ids';
import { markStalePage } from '@/lib/page-format/page-stamp';
import { showConfigProblem } from '@/app/config-problem';
import { activate, loadCatalog } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';

/** Lets the browser paint and handle input before the next part. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function evaluateInParts(parts: (() => Promise<unknown>)[]): Promise<void> {
  for (const part of parts) {
    await part();
    await nextTask();
  }
}

/**
 * The site's language before the first render (a prerendered page was written in it). Its words
 * are data (English is bundled); if they cannot be read, the app speaks English rather than
 * showing message ids.
 */
async function adoptSiteLanguage(locale: Locale): Promise<void> {
  try {
    await loadCatalog(locale, 'public');
    activate(locale);
  } catch (error) {
    console.warn(`No ${locale} messages: English it is.`, error);
  }
}

async function start(): Promise<void> {
  const result = parseConfig(window.BLOG_CONFIG);
  if (!result.ok) {
    await showConfigProblem(result, window.BLOG_CONFIG);
    return;
  }
  setConfig(result.config);
  // A page rendered from an API had config.js loaded with the app, after it painted: is it the
  // API config.js names? (The demo's pages were checked before they painted: head-script.js.)
  markStalePage(document, result.config);
  const language = adoptSiteLanguage(result.config.site.locale);
  if (result.config.mock) {
    const { startMockWorker } = await import(
      /* webpackChunkName: "mock-backend" */ '@mocks/browser'
    );
    await startMockWorker(result.config.apiBase);
  }
  // The entry's modules, evaluated a part per task: all at once they made one task of 60 ms on a
  // fast machine (a quarter of a second on a phone) before the page could answer a tap.
  await evaluateInParts([
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@/app/store'),
    () => import(/* webpackMode: "eager" */ '@/app/providers'),
    () => import(/* webpackMode: "eager" */ '@/app/router'),
  ]);
  await language;
  const { renderApp } = await import(/* webpackMode: "eager" */ '@/app/render-app');
  renderApp(document.getElementById(ROOT_ID) as HTMLElement);
}

void start();
