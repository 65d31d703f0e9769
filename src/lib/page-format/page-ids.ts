/**
 * Ids the page gives its own elements: the app's root (public/index.html), the layouts' <main>
 * (the skip link's target) and a prerendered page's two data scripts. An article's headings never
 * take one (components/markdown/slug.ts): a heading titled "Main content" gets "main-content-1", so
 * its link, its contents entry and the current-section tracking find the heading, not <main>.
 */
export const ROOT_ID = 'root';
export const MAIN_CONTENT_ID = 'main-content';
export const PRERENDERED_DATA_ID = 'prerendered-data';
export const DEFERRED_START_ID = 'deferred-start';

/**
 * A prerendered page's stamp, a <meta> before the head's scripts: content = the API it was
 * rendered from ('demo' for the built-in one), data-location = pathname + search it was rendered
 * for (src/prerender/html-document.ts). The head script (src/head/head-script.js) compares it with
 * the address and config.js, and sets <html data-prerendered="stale|elsewhere"> (PRERENDERED_MARK,
 * as a dataset key) before the body is parsed; keep the names in step with that file.
 */
export const API_STAMP_NAME = 'prerendered-from';
export const PRERENDERED_MARK = 'prerendered';

export const PAGE_IDS: readonly string[] = [
  ROOT_ID,
  MAIN_CONTENT_ID,
  PRERENDERED_DATA_ID,
  DEFERRED_START_ID,
];
