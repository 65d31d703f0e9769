// The browser suite's fixtures (Playwright Test). Worker-scoped, so every file a worker runs
// shares them: the mock API over HTTP (mocks/http-server.ts on its own port), the production
// build served on 127.0.0.1 with a config.js naming that API, and Chromium (Playwright's own
// `browser` fixture, launched from Debian's chromium by playwright.config.mjs). Per test: the demo
// data and config.js are reset before it, and the pages it opened are closed after it, failing it
// on an unexpected page or console error. `ownerPage` is a page signed in as the demo owner.
import { test as base } from '@playwright/test';
import { signIn as signInAt } from './auth.mjs';
import { openPage } from './browser.mjs';
import { startMockApi } from './mock-api.mjs';
import { startDeploys } from './nginx-deploy.mjs';
import { startPrerenderedSite } from './prerendered-copy.mjs';
import { distDir } from './paths.mjs';
import { testConfig } from './site-config.mjs';
import { startStaticServer } from './static-server.mjs';

const SETUP_TIMEOUT_MS = 120000;
/** A bound for a stuck prerender (with its retries on a busy machine), not a speed check. */
const PRERENDER_SETUP_TIMEOUT_MS = 600000;

/**
 * The handle a test works through (also what useE2E() hands a file): the servers' addresses,
 * fresh pages, the mock's switches and signing in.
 */
function handleFor({ mock, site, browser, open }) {
  return {
    /** The app's origin, e.g. http://127.0.0.1:41234. */
    baseUrl: site.url,
    /** The mock API's origin (the apiBase the app is configured with). */
    mockUrl: mock.url,
    browser,
    /** An absolute URL of the app for a path such as '/detail/1'. */
    url: (pathname = '/') => new URL(pathname, site.url).href,
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
    setConfig: (config) => site.setConfig(config),
    /** The config.js the tests normally get: mock: false, apiBase = the mock API. */
    defaultConfig: () => testConfig(mock.url),
    /** Restores the seeded demo data (also done before every test). */
    resetMock: () => mock.reset(),
    /** Makes every issued token invalid, as an expired session would. */
    expireSessions: () => mock.expireSessions(),
    /** String ids and hostile records until the next test (mocks/hostile-backend.ts). */
    hostileBackend: () => mock.hostile(),
    /** Signs in with the demo account through the login form at /manager. */
    signIn: (page, credentials) => signInAt(page, site.url, credentials),
  };
}

export const test = base.extend({
  /**
   * Extra headers the static server sends with every file (e.g. a CSP naming the mock API's
   * origin, known only once it runs): { of: ({ mockUrl }) => headers }, or headers a function
   * of the request's path. A file that sets it (test.use) gets workers of its own.
   */
  siteHeaders: [undefined, { option: true, scope: 'worker' }],

  mockApi: [
    async ({}, use) => {
      const mock = await startMockApi();
      await use(mock);
      await mock.close();
    },
    { scope: 'worker', timeout: SETUP_TIMEOUT_MS },
  ],

  site: [
    async ({ mockApi, siteHeaders }, use) => {
      const site = await startStaticServer({
        root: distDir,
        config: testConfig(mockApi.url),
        headers: siteHeaders?.of({ mockUrl: mockApi.url }),
      });
      await use(site);
      await site.close();
    },
    { scope: 'worker', timeout: SETUP_TIMEOUT_MS },
  ],

  /** The pages the current test opened, checked and closed after it. */
  openPages: [
    async ({}, use) => {
      const open = [];
      await use(open);
      const problems = open.flatMap((entry) => entry.problems);
      await Promise.all(open.map((entry) => entry.context.close().catch(() => {})));
      if (problems.length > 0) {
        throw new Error(`Unexpected errors in the page:\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],

  e2e: async ({ mockApi, site, browser, openPages }, use) => {
    site.resetConfig();
    await mockApi.reset();
    await use(handleFor({ mock: mockApi, site, browser, open: openPages }));
  },

  /**
   * The settings of a file's prerendered copy: { label, site, beforePrerender, onRequest } (see
   * usePrerenderedSite). Set per file, so each file's copy is its own.
   */
  prerenderedSiteOptions: [undefined, { option: true, scope: 'worker' }],

  /** The build copied, prerendered from a mock API of its own and served (prerendered-copy.mjs). */
  prerenderedSite: [
    async ({ browser, prerenderedSiteOptions }, use) => {
      const copy = await startPrerenderedSite(browser, prerenderedSiteOptions);
      await use(copy);
      await copy.close();
    },
    { scope: 'worker', timeout: PRERENDER_SETUP_TIMEOUT_MS },
  ],

  /**
   * The deploy of docs/deploying.md on Debian's nginx, beside the shipped demo build (nginx-deploy.mjs).
   */
  nginxDeploys: [
    async ({ browser }, use) => {
      const deploys = await startDeploys(browser);
      await use(deploys);
      await deploys.close();
    },
    { scope: 'worker', timeout: PRERENDER_SETUP_TIMEOUT_MS },
  ],

  /** A desktop page signed in as the demo owner, on the console's home. */
  ownerPage: async ({ e2e }, use) => {
    const page = await e2e.newPage();
    await e2e.signIn(page);
    await use(page);
  },
});

/** A note on the current test for a person to read (in the HTML report), not an assertion. */
export function diagnostic(text) {
  test.info().annotations.push({ type: 'diagnostic', description: text });
}
