// What a browser test file imports: Playwright Test's `test` with the suite's fixtures
// (fixtures.mjs) and `useE2E()`, the handle a file calls once at its top level and then uses in
// its tests and helpers (e2e.newPage, e2e.signIn, e2e.url…). The handle is the current test's
// `e2e` fixture: servers and Chromium are the worker's, the demo data is reset before each test,
// and each test's pages are closed after it, failing it on unexpected page or console errors.
import { test } from './fixtures.mjs';

export { test } from './fixtures.mjs';

/** The smoke set's tag (`npm run e2e:smoke`, part of `npm run test:quick`): a few journeys that
 * cover the most ground, public and console, for the inner loop. */
export const SMOKE = { tag: '@smoke' };

/**
 * A test run at a phone's width and a desktop's, once in each project of that name
 * (playwright.config.mjs): it opens its pages at the `viewport` fixture.
 */
export const BOTH_WIDTHS = { tag: '@both-widths' };
export { axe, formatViolations, screenshot, untilSettled } from './browser.mjs';
export { DEMO_PASSWORD, DEMO_USERNAME } from './auth.mjs';
export { distDir, projectRoot } from './paths.mjs';

/**
 * Returns the file's handle on the running servers and browser; read it inside tests only.
 * @param {{ siteHeaders?: (servers: { mockUrl: string }) => Record<string, string> | ((pathname: string) => Record<string, string>) }} [options]
 *   siteHeaders: extra headers the static server sends with every file (e.g. a CSP naming the
 *   mock API's origin, which is known only once it runs), or a function of the request's path
 *   for headers that differ by location.
 */
export function useE2E({ siteHeaders } = {}) {
  // Each test starts from reset data and opens its own pages, so the file's tests may be spread
  // over the workers (the longest files no longer hold one worker to the end).
  test.describe.configure({ mode: 'parallel' });
  // Wrapped: Playwright takes a function given to test.use for a fixture of its own.
  if (siteHeaders) test.use({ siteHeaders: { of: siteHeaders } });
  let current = null;
  test.beforeEach(({ e2e }) => {
    current = e2e;
  });
  test.afterEach(() => {
    current = null;
  });
  return new Proxy(
    {},
    {
      get(_, key) {
        if (!current) throw new Error(`e2e.${String(key)} is read inside a test only`);
        return current[key];
      },
    },
  );
}
