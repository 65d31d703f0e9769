// The Content-Security-Policy tests' shared pieces (e2e/csp*.test.mjs): the policy a host sends
// for each path, a page that reports every violation, and the check that a page is styled.
import assert from 'node:assert/strict';
import { policyFor } from '../../src/config/content-security-policy.cjs';

/** The policy a host sends for each path (the console's under /manager, else the public one). */
export const policies = (apiOrigin) => (pathname) => ({
  'Content-Security-Policy': policyFor(pathname, { apiOrigin }),
});

export const DESKTOP = { width: 1280, height: 800 };
export const SLOW = { timeout: 60000 };
export const DARK_BACKGROUND = 'rgb(21, 23, 26)';

/**
 * A page whose every CSP violation, on any document it navigates to, lands in `violations`
 * (an init script listens; an exposed function carries the reports across navigations).
 * `open` makes the page with the settings given.
 */
export async function guardedPage(options, open) {
  const page = await open({ viewport: DESKTOP, ...options });
  const violations = [];
  await page.exposeFunction('reportCspViolation', (text) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
      window.reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${where}) ${event.sample}`,
      );
    });
  });
  return { page, violations };
}

/** Lets queued violation events reach the test before it reads them. */
export async function settle(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

export async function assertNoViolations(page, violations) {
  await settle(page);
  assert.deepEqual(violations, [], `CSP violations:\n${violations.join('\n')}`);
}

/** The theme's styles applied (not the browser's defaults): CssBaseline and the typography. */
export async function assertStyled(page) {
  const style = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const heading = document.querySelector('h1');
    return {
      margin: body.margin,
      font: body.fontFamily,
      heading: heading ? getComputedStyle(heading).fontFamily : '',
    };
  });
  assert.equal(style.margin, '0px', 'body keeps the browser default margin: unstyled');
  assert.match(style.font, /^system-ui/, `body font is ${style.font}: unstyled`);
  // Serif on the public side, sans in the console: either way the theme's, not the default.
  assert.match(
    style.heading,
    /^("Iowan Old Style"|system-ui)/,
    `h1 font is ${style.heading}: unstyled`,
  );
}
