// Hostile article content in a real browser (issue 3, Detail, "Sanitized"): articles created
// through the mock HTTP API, the way an owner's editor would, then opened on /detail/:id. Nothing
// in them may run script (no dialog, no marker set), load a frame or leave an active element.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERNAME, projectRoot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 60000 };

/** The shared corpus (beside the checkout in CI); the project's own cases run without it. */
const SHARED_PAYLOADS = path.join(projectRoot, '..', 'shared', 'data', 'xss-payloads.json');

function sharedPayloads() {
  if (!fs.existsSync(SHARED_PAYLOADS)) return [];
  return JSON.parse(fs.readFileSync(SHARED_PAYLOADS, 'utf8')).map((entry) => ({
    id: entry.id,
    payload: entry.payload,
  }));
}

// Our own: each sets window.__xss if it ever runs, so a silent execution is caught too.
const OWN_PAYLOADS = [
  ['img-onerror-marker', '<img src=x onerror="window.__xss=1">'],
  ['svg-onload-marker', '<svg onload="window.__xss=2"></svg>'],
  ['script-marker', '<script>window.__xss=3</script>'],
  ['iframe-js-src', '<iframe src="javascript:parent.__xss=4"></iframe>'],
  ['iframe-srcdoc', '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>'],
  ['details-ontoggle', '<details open ontoggle="window.__xss=6"><summary>x</summary>y</details>'],
  ['body-onload', '<body onload="window.__xss=7">'],
  ['video-onerror', '<video><source onerror="window.__xss=8"></video>'],
  ['input-autofocus', '<input autofocus onfocus="window.__xss=9">'],
  ['meta-refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=10">'],
  ['base-href', '<base href="javascript:/a/"><a href="x">relative</a>'],
  ['link-import', '<link rel="import" href="data:text/html,<script>parent.__xss=11</script>">'],
  ['md-link-marker', '[click](javascript:window.__xss=12)'],
  ['md-image-onerror', '![x](x"onerror="window.__xss=13)'],
  ['object-data', '<object data="javascript:window.__xss=14"></object>'],
  ['style-expression', '<div style="background:url(javascript:window.__xss=15)">s</div>'],
  ['form-action', '<form action="javascript:window.__xss=16"><button>go</button></form>'],
  ['code-fence-html', '```html\n<img src=x onerror="window.__xss=17">\n```'],
  ['heading-payload', '## <img src=x onerror="window.__xss=18"> heading'],
].map(([id, payload]) => ({ id: `own-${id}`, payload }));

async function api(method, route, { token, body } = {}) {
  const response = await fetch(`${e2e.mockUrl}${route}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
  const envelope = await response.json();
  assert.equal(envelope.code, 0, `${method} ${route}: ${envelope.msg}`);
  return envelope.data;
}

async function createArticle(token, { title, summary, content }) {
  const article = await api('POST', '/api/article', {
    token,
    body: { title, summary, content, categoryId: '1' },
  });
  return String(article.id);
}

/** Opens the article like a reader and returns what is wrong with its rendered body. */
async function inspectArticle(page, id) {
  await page.goto(e2e.url(`/detail/${id}`));
  const body = page.locator('main .markdown-body');
  await body.waitFor({ state: 'attached', ...SLOW });
  // Give payloads their chance: every image is brought into view (they load lazily) and given
  // time to finish or fail (an onerror would fire), a few frames pass (SMIL animations,
  // autofocus), and the network settles.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('main .markdown-body img')) {
      img.loading = 'eager';
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
  });
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('main .markdown-body img')).every(
          (img) => img.complete,
        ),
      undefined,
      { timeout: 15000 },
    )
    .catch(() => undefined); // an image that never settles cannot run a handler either
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  await page.waitForLoadState('networkidle', SLOW).catch(() => undefined);
  return page.evaluate(() => {
    const problems = [];
    if (window.__xss !== undefined) problems.push(`window.__xss was set to ${window.__xss}`);
    const root = document.querySelector('main .markdown-body');
    if (!root) return ['no article body'];
    const active = root.querySelectorAll(
      'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form, input, button, textarea, select, style, template, noscript, svg, math',
    );
    for (const element of active) {
      // The renderer's own: copy buttons on code blocks and read-only task-list checkboxes.
      if (element.matches('button.code-block__copy')) continue;
      if (element.matches('input[type="checkbox"][disabled]')) continue;
      problems.push(`<${element.tagName.toLowerCase()}> in the article body`);
    }
    for (const element of root.querySelectorAll('*')) {
      for (const attr of element.attributes) {
        const name = attr.name.toLowerCase();
        // eslint-disable-next-line no-control-regex -- browsers skip control characters in a scheme
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) problems.push(`${name} on <${element.tagName.toLowerCase()}>`);
        if (/^(javascript|vbscript|data:text\/html)/.test(value)) {
          problems.push(`${name}="${attr.value}" on <${element.tagName.toLowerCase()}>`);
        }
      }
    }
    if (!location.pathname.startsWith('/detail/')) problems.push(`navigated to ${location.href}`);
    return problems;
  });
}

const PAYLOADS = [...sharedPayloads(), ...OWN_PAYLOADS];
/** The payloads alone are checked in this many tests, which the workers share. */
const PARTS = 4;

async function ownerToken() {
  const { token } = await api('POST', '/api/auth/login', {
    body: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  assert.ok(token, 'signed in to the mock API');
  return token;
}

/**
 * A reader's page that records every dialog and frame; `inspect` opens each article on it and
 * `assertClean` fails with what went wrong: a dialog, a frame, or an article's problems.
 */
async function readerPage() {
  const page = await e2e.newPage({
    viewport: DESKTOP,
    // Payload images point at "x" and similar: the failed loads are expected noise.
    allowConsoleErrors: [/Failed to load resource/, /Content Security Policy/i],
  });
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} (on ${page.url()})`);
    void dialog.dismiss().catch(() => undefined);
  });
  const frames = [];
  page.on('frameattached', (frame) => frames.push(frame.url() || '(blank)'));
  const failures = [];
  return {
    page,
    async inspect(articles) {
      for (const { id, article } of articles) {
        const problems = await inspectArticle(page, article);
        if (problems.length > 0) failures.push(`${id}: ${problems.join('; ')}`);
      }
    },
    async assertClean() {
      assert.deepEqual(dialogs, [], 'no dialog opened');
      assert.deepEqual(frames, [], 'no frame was attached');
      assert.deepEqual(failures, [], failures.join('\n'));
      assert.equal(await page.evaluate(() => window.__xss), undefined);
    },
  };
}

test.describe('hostile article content', () => {
  test('runs no script and loads no frame, every payload together, and shows a hostile title as text', async () => {
    const token = await ownerToken();
    const hostileTitle = '<img src=x onerror="window.__xss=\'title\'"> Hostile title';
    const together = await createArticle(token, {
      title: hostileTitle,
      summary: '<script>window.__xss="summary"</script> summary',
      content: PAYLOADS.map((entry) => entry.payload).join('\n\n'),
    });
    // The backend keeps content as written: whatever protects the reader happens in the browser.
    const stored = await api('GET', `/api/article/detail/${together}`);
    assert.equal(stored.content, PAYLOADS.map((entry) => entry.payload).join('\n\n'));

    const reader = await readerPage();
    await reader.inspect([{ id: 'all-together', article: together }]);

    // The hostile title is shown as text.
    await reader.page.goto(e2e.url(`/detail/${together}`));
    const heading = reader.page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible', ...SLOW });
    assert.equal((await heading.innerText()).trim(), hostileTitle);
    await reader.assertClean();
  });

  for (let part = 0; part < PARTS; part++) {
    test(`runs no script and loads no frame, each payload alone (part ${part + 1} of ${PARTS})`, async () => {
      const token = await ownerToken();
      const articles = [];
      for (const entry of PAYLOADS.filter((_, index) => index % PARTS === part)) {
        articles.push({
          id: entry.id,
          article: await createArticle(token, {
            title: `XSS ${entry.id}`,
            summary: 'A hostile payload.',
            content: `Before the payload.\n\n${entry.payload}\n\nAfter the payload.`,
          }),
        });
      }
      const reader = await readerPage();
      await reader.inspect(articles);
      await reader.assertClean();
    });
  }
});
