// For the prerender's truth tests: what a page paints (each visible element whose text is watched,
// frame by frame, before any script of the page runs) and a live API whose titles are marked.

/**
 * Records, before every frame the page could paint, each visible element of #root whose text is
 * one of `texts` (checkVisibility: not hidden by visibility or display), and the root's and main's
 * visibility in the first frame that has them.
 */
export async function watchPaints(page, texts) {
  await page.addInitScript((watched) => {
    window.__painted = [];
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
    const check = () => {
      for (const element of document.querySelectorAll('#root h1, #root h2, #root a')) {
        const text = element.textContent.trim();
        if (watched.includes(text) && element.checkVisibility({ visibilityProperty: true }))
          window.__painted.push(text);
      }
      // In the first frame that has them: no frame is drawn before the head's stylesheets have
      // arrived, while the document may be parsed before (no script holds the parser any more).
      const root = document.getElementById('root');
      const main = root?.querySelector('main');
      if (!window.__atParse && main) {
        window.__atParse = {
          mark: document.documentElement.dataset.prerendered ?? null,
          root: getComputedStyle(root).visibility,
          main: getComputedStyle(main).visibility,
        };
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, texts);
}

/** What the live API's titles start with in markLiveTitles. */
export const LIVE = 'Live: ';

/** The live API at `apiUrl`, with every title marked, so what it answers is not what the page carries. */
export async function markLiveTitles(page, apiUrl) {
  const mark = (value) => {
    if (Array.isArray(value)) return value.map(mark);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'title' && typeof inner === 'string' ? `${LIVE}${inner}` : mark(inner),
      ]),
    );
  };
  await page.route(`${apiUrl}/api/**`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: mark(body) });
  });
}
