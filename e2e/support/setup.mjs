// The shared setup every browser test file calls once at its top level: node:test hooks start the
// mock HTTP API, the static server for the production build and Chromium before the file's tests,
// reset the demo data before each test, close each test's pages after it (failing the test on
// unexpected page or console errors) and stop everything after the file.
import { after, afterEach, before, beforeEach } from 'node:test';
import { signIn as signInAt } from './auth.mjs';
import { launchBrowser, openPage } from './browser.mjs';
import { startMockApi } from './mock-api.mjs';
import { distDir } from './paths.mjs';
import { testConfig } from './site-config.mjs';
import { startStaticServer } from './static-server.mjs';

export { axe, formatViolations, screenshot, untilSettled } from './browser.mjs';
export { DEMO_PASSWORD, DEMO_USERNAME } from './auth.mjs';
export { distDir, projectRoot } from './paths.mjs';

const SETUP_TIMEOUT_MS = 120000;

/**
 * Registers the hooks and returns the file's handle on the running servers and browser.
 * Its fields are filled in by the `before` hook, so read them inside tests only.
 * @param {{ siteHeaders?: (servers: { mockUrl: string }) => Record<string, string> | ((pathname: string) => Record<string, string>) }} [options]
 *   siteHeaders: extra headers the static server sends with every file (e.g. a CSP naming the
 *   mock API's origin, which is known only once it runs), or a function of the request's path
 *   for headers that differ by location.
 */
export function useE2E({ siteHeaders } = {}) {
  let mock;
  let site;
  let browser;
  let open = [];

  before(
    async () => {
      mock = await startMockApi();
      site = await startStaticServer({
        root: distDir,
        config: testConfig(mock.url),
        headers: siteHeaders?.({ mockUrl: mock.url }),
      });
      browser = await launchBrowser();
    },
    { timeout: SETUP_TIMEOUT_MS },
  );

  beforeEach(async () => {
    site.resetConfig();
    await mock.reset();
  });

  afterEach(async () => {
    const pages = open;
    open = [];
    const problems = pages.flatMap((entry) => entry.problems);
    await Promise.all(pages.map((entry) => entry.context.close().catch(() => {})));
    if (problems.length > 0) {
      throw new Error(`Unexpected errors in the page:\n${problems.join('\n')}`);
    }
  });

  after(async () => {
    await browser?.close().catch(() => {});
    await site?.close();
    await mock?.close();
  });

  const e2e = {
    /** The app's origin, e.g. http://127.0.0.1:41234. */
    get baseUrl() {
      return site.url;
    },
    /** The mock API's origin (the apiBase the app is configured with). */
    get mockUrl() {
      return mock.url;
    },
    get browser() {
      return browser;
    },
    /** An absolute URL of the app for a path such as '/detail/1'. */
    url(pathname = '/') {
      return new URL(pathname, site.url).href;
    },
    /**
     * A fresh page (own context and storage). Any page error, or console error not matched by
     * `allowConsoleErrors`, fails the current test when it ends.
     * @param {Parameters<typeof openPage>[1]} [options]
     */
    async newPage(options) {
      const entry = await openPage(browser, options);
      open.push(entry);
      return entry.page;
    },
    /** Serves another config.js until the current test ends (the build is not touched). */
    setConfig(config) {
      site.setConfig(config);
    },
    /** The config.js the tests normally get: mock: false, apiBase = the mock API. */
    defaultConfig() {
      return testConfig(mock.url);
    },
    /** Restores the seeded demo data (also done before every test). */
    resetMock: () => mock.reset(),
    /** Makes every issued token invalid, as an expired session would. */
    expireSessions: () => mock.expireSessions(),
    /** String ids and hostile records until the next test (mocks/hostile-backend.ts). */
    hostileBackend: () => mock.hostile(),
    /** Signs in with the demo account through the login form at /manager. */
    signIn: (page, credentials) => signInAt(page, site.url, credentials),
  };
  active = e2e;
  return e2e;
}

/** The handle of this test file (each file runs in its own process and calls useE2E once). */
let active = null;

function current() {
  if (!active) throw new Error('Call useE2E() at the top of the test file first');
  return active;
}

/** Shorthands for the current file's handle, so tests can import them directly. */
export const newPage = (options) => current().newPage(options);
export const signIn = (page, credentials) => current().signIn(page, credentials);
export const resetMock = () => current().resetMock();
export const expireSessions = () => current().expireSessions();
