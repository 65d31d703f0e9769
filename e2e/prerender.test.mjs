// Prerendered public pages (issue 9): the HTML itself (content, head tags, JSON-LD), reading and
// navigating with JavaScript off, taking the page over with JavaScript on (no hydration error, no
// API call for the carried data before the page is interactive, no layout shift), and the feed,
// sitemap and robots.txt against the API's own list of enabled articles. The pages are served with
// the strict Content-Security-Policy the README gives hosts: a page must be styled and raise no
// violation with JavaScript on or off (its critical CSS is a file, never inline).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { policyFor } from '../src/config/content-security-policy.cjs';
import { launchBrowser, openPage, screenshot, untilSettled } from './support/browser.mjs';
import { ensureBuild } from './support/build.mjs';
import { startMockApi } from './support/mock-api.mjs';
import {
  copyBuild,
  ensurePrerenderBuild,
  prerender,
  prerenderFailure,
  prerenderProblems,
  removeCopy,
} from './support/prerender.mjs';
import { testConfig } from './support/site-config.mjs';
import { startStaticServer } from './support/static-server.mjs';

// A bound for a stuck setup (build, prerender build, prerender with its retries), not a speed
// check: a busy two-core machine can take minutes.
const SETUP_TIMEOUT_MS = 600000;
const PRERENDER_TEST = 'prerenders every public page from the mock API';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
// The article on both: its contents sit in the sidebar on wide screens and behind a floating
// button on phones.
const PAGES = [
  { name: 'home', path: '/', viewport: DESKTOP },
  { name: 'archive', path: '/timeLine', viewport: DESKTOP },
  { name: 'article', path: '/detail/1', viewport: DESKTOP },
  { name: 'article-phone', path: '/detail/1', viewport: PHONE },
];
/** The calls whose answers a prerendered page carries. */
const CARRIED = /\/api\/(article|category|label)(\/(rank|timeline|detail\/\d+))?(\?|$)/;

let mock;
let site;
let browser;
let dist;
let enabled; // the API's own list of enabled articles
let disabledIds;
let prerendered; // the prerender's { status, output }

async function api(pathname, token) {
  const response = await fetch(new URL(pathname, mock.url), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  assert.equal(body.code, 0, `${pathname}: ${body.msg}`);
  return body.data;
}

async function allArticles(listPath, token) {
  const all = [];
  for (let page = 1; ; page += 1) {
    const data = await api(`${listPath}?page=${page}&pageSize=100`, token);
    all.push(...data.list);
    if (data.list.length === 0 || all.length >= data.total) return all;
  }
}

async function ownerToken() {
  const response = await fetch(new URL('/api/auth/login', mock.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: 'admin123' }),
  });
  const body = await response.json();
  return body.data.token;
}

/**
 * The theme's own styles are applied (CssBaseline's body margin and font): a page whose critical
 * CSS the policy blocked would show the browser's defaults.
 */
async function assertStyled(page, pathname) {
  const style = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { margin: body.margin, font: body.fontFamily };
  });
  assert.equal(style.margin, '0px', `${pathname}: unstyled (body margin ${style.margin})`);
  assert.match(style.font, /^system-ui/, `${pathname}: unstyled (font ${style.font})`);
}

async function fetchText(pathname) {
  const response = await fetch(new URL(pathname, site.url));
  assert.equal(response.status, 200, pathname);
  return response.text();
}

async function parseHtml(pathname) {
  return new JSDOM(await fetchText(pathname)).window.document;
}

async function parseXml(pathname) {
  const doc = new JSDOM(await fetchText(pathname), { contentType: 'text/xml' }).window.document;
  assert.equal(doc.getElementsByTagName('parsererror').length, 0, `${pathname} is not well-formed`);
  return doc;
}

before(
  async () => {
    assert.ok(ensureBuild({ label: 'prerender' }), 'the production build failed');
    ensurePrerenderBuild();
    dist = copyBuild();
    mock = await startMockApi();
    const config = testConfig(mock.url);
    site = await startStaticServer({
      root: dist,
      config,
      headers: (pathname) => ({
        'Content-Security-Policy': policyFor(pathname, { apiOrigin: mock.url }),
      }),
    });
    const withUrl = { ...config, site: { ...config.site, url: site.url } };
    site.setConfig(withUrl);
    // Its outcome is a test of its own (below): a failed prerender fails that test with its
    // reasons, and every other test says it did not run because of it.
    prerendered = await prerender(dist, withUrl);
    enabled = await allArticles('/api/article');
    const token = await ownerToken();
    const all = await allArticles('/api/article/all', token);
    disabledIds = all.filter((article) => article.disabled).map((article) => article.id);
    assert.ok(disabledIds.length > 0, 'the demo data has disabled articles');
    browser = await launchBrowser();
  },
  { timeout: SETUP_TIMEOUT_MS },
);

after(async () => {
  await browser?.close().catch(() => {});
  await site?.close();
  await mock?.close();
  if (dist) removeCopy(dist);
});

beforeEach((t) => {
  if (t.name === PRERENDER_TEST || prerendered?.status === 0) return;
  throw new Error(`Not run: the prerender failed (see "${PRERENDER_TEST}")`);
});

it(PRERENDER_TEST, (t) => {
  // Retries on a busy machine are fine; say them, so the output shows what happened.
  for (const line of prerenderProblems(prerendered.output)) t.diagnostic(line.trim());
  assert.equal(prerendered.status, 0, prerenderFailure(prerendered));
  assert.match(prerendered.output, /Prerendered: \d+ written/);
});

describe('prerendered HTML', () => {
  it('home carries its articles, title, description, canonical, Open Graph and WebSite JSON-LD', async () => {
    const doc = await parseHtml('/');
    const newest = enabled.slice(0, 3).map((article) => article.title);
    for (const title of newest) assert.ok(doc.querySelector('main').textContent.includes(title));
    assert.equal(doc.title, 'Quiet Notes');
    assert.equal(
      doc.querySelector('meta[name="description"]').content,
      'Essays and notes on software, craft and reading.',
    );
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${site.url}/`);
    assert.equal(doc.querySelector('meta[property="og:type"]').content, 'website');
    assert.equal(doc.querySelector('meta[property="og:url"]').content, `${site.url}/`);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]').textContent);
    assert.equal(ld['@type'], 'WebSite');
    assert.equal(ld.url, `${site.url}/`);
    // The carried data is inert and names the location it was rendered for.
    const data = JSON.parse(doc.getElementById('prerendered-data').textContent);
    assert.equal(doc.getElementById('prerendered-data').type, 'application/json');
    assert.equal(data.location, '/');
    // Styling props are styles, not attributes (links once carried sx="[object Object]").
    assert.deepEqual(
      Array.from(doc.querySelectorAll('[sx], [tone], [underline]'), (node) => node.outerHTML),
      [],
    );
  });

  it('the archive lists articles under its own title and canonical address', async () => {
    const doc = await parseHtml('/timeLine');
    assert.equal(doc.title, 'Archive · Quiet Notes');
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${site.url}/timeLine`);
    assert.ok(doc.querySelector('main').textContent.includes(enabled[0].title));
  });

  it('an article carries its body, BlogPosting JSON-LD and article Open Graph tags', async () => {
    const article = await api('/api/article/detail/1');
    const doc = await parseHtml('/detail/1');
    assert.equal(doc.title, `${article.title} · Quiet Notes`);
    assert.equal(doc.querySelector('meta[name="description"]').content, article.summary);
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${site.url}/detail/1`);
    assert.equal(doc.querySelector('meta[property="og:type"]').content, 'article');
    assert.equal(doc.querySelector('meta[property="og:title"]').content, article.title);
    assert.equal(doc.querySelector('main h1').textContent, article.title);
    assert.ok(doc.querySelector('main .markdown-body').textContent.trim().length > 200);
    // Its code arrives coloured (the browser need not load the highlighter).
    const code = [...doc.querySelectorAll('main .markdown-body pre > code[class*="language-"]')];
    assert.ok(code.length > 0, 'the demo article has code');
    for (const block of code) {
      assert.ok(block.classList.contains('hljs'), `${block.className} is coloured`);
      assert.ok(block.querySelector('span[class^="hljs-"]'), `${block.className} has colours`);
    }
    // Its contents are already in the sidebar, so nothing moves in when the page is taken over.
    const toc = doc.querySelector('aside nav[aria-labelledby]');
    assert.equal(
      doc.getElementById(toc.getAttribute('aria-labelledby')).textContent,
      'On this page',
    );
    assert.ok(toc.querySelectorAll('a[href^="#"]').length >= 2);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]').textContent);
    assert.equal(ld['@type'], 'BlogPosting');
    assert.equal(ld.headline, article.title);
    assert.equal(ld.datePublished, article.createdAt);
    assert.equal(ld.url, `${site.url}/detail/1`);
  });

  it('no disabled article is prerendered', async () => {
    for (const id of disabledIds) {
      const html = await fetchText(`/detail/${id}`);
      // The host falls back to the home page's file, which the app replaces with its own render.
      assert.match(html, /"location":"\/"/, `/detail/${id} must not have its own page`);
    }
  });
});

describe('feed, sitemap and robots.txt', () => {
  const articleUrl = (id) => `${site.url}/detail/${id}`;

  it('rss.xml is RSS 2.0 with the newest enabled articles, and no disabled one', async () => {
    const doc = await parseXml('/rss.xml');
    assert.equal(doc.documentElement.getAttribute('version'), '2.0');
    const links = [...doc.querySelectorAll('item > link')].map((node) => node.textContent);
    assert.deepEqual(
      links,
      enabled.slice(0, 20).map((article) => articleUrl(article.id)),
    );
    for (const id of disabledIds) assert.ok(!links.includes(articleUrl(id)));
  });

  it('sitemap.xml lists home, the archive and exactly the enabled articles, with lastmod', async () => {
    const doc = await parseXml('/sitemap.xml');
    const entries = [...doc.getElementsByTagName('url')].map((node) => ({
      loc: node.getElementsByTagName('loc')[0].textContent,
      lastmod: node.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    const locs = entries.map((entry) => entry.loc);
    assert.deepEqual(
      [...locs].sort(),
      [`${site.url}/`, `${site.url}/timeLine`, ...enabled.map((a) => articleUrl(a.id))].sort(),
    );
    for (const entry of entries) assert.ok(!Number.isNaN(Date.parse(entry.lastmod)), entry.loc);
  });

  it('robots.txt points at the sitemap', async () => {
    assert.match(await fetchText('/robots.txt'), new RegExp(`Sitemap: ${site.url}/sitemap.xml`));
  });
});

describe('with JavaScript off', () => {
  for (const colorScheme of ['light', 'dark']) {
    it(`pages read and links navigate (${colorScheme})`, async () => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL('/', site.url).href);
        await assertStyled(page, '/');
        const first = enabled[0];
        await page.getByRole('link', { name: first.title }).first().click();
        await page.waitForURL(`**/detail/${first.id}`);
        await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
        await assertStyled(page, `/detail/${first.id}`);
        // The article's own colours follow the system's scheme too (its code blocks here).
        const codeBackground = await page.evaluate(() => {
          const code = document.querySelector('.markdown-body .code-block');
          return code && getComputedStyle(code).backgroundColor;
        });
        const channels = codeBackground.match(/\d+/g).slice(0, 3).map(Number);
        const lightness = channels.reduce((sum, channel) => sum + channel, 0) / 3;
        assert.ok(
          colorScheme === 'dark' ? lightness < 80 : lightness > 200,
          `code background ${codeBackground} in ${colorScheme}`,
        );
        await screenshot(page, `prerender-article-nojs-${colorScheme}`);
        await page.getByRole('link', { name: 'Archive', exact: true }).click();
        await page.waitForURL('**/timeLine');
        await page.getByRole('heading', { level: 1, name: 'Archive' }).waitFor();
        await assertStyled(page, '/timeLine');
        await screenshot(page, `prerender-archive-nojs-${colorScheme}`);
        await page.goto(new URL('/', site.url).href);
        await screenshot(page, `prerender-home-nojs-${colorScheme}`);
        await page.getByRole('searchbox', { name: 'Search articles' }).fill('type script');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL('**/list?keyword=type+script');
      } finally {
        await context.close();
      }
    });
  }
});

describe('with JavaScript on', () => {
  for (const { name, path, viewport } of PAGES) {
    for (const colorScheme of ['light', 'dark']) {
      it(`${name} is taken over without an error, an early API call or a layout shift (${colorScheme})`, async () => {
        const { page, context, problems } = await openPage(browser, { colorScheme, viewport });
        try {
          await page.addInitScript(() => {
            window.__violations = [];
            document.addEventListener('securitypolicyviolation', (event) => {
              window.__violations.push(
                `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
              );
            });
            window.__shifts = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                if (!entry.hadRecentInput) window.__shifts.push(entry.value);
              }
            }).observe({ type: 'layout-shift', buffered: true });
            // The page's own content as it arrived, to see that the app took it over in place.
            document.addEventListener('DOMContentLoaded', () => {
              window.__arrived = Array.from(document.querySelectorAll('#root main > *'));
            });
          });
          // The background refresh after taking over asks the API again.
          const refreshed = page.waitForRequest((request) => CARRIED.test(request.url()));
          await page.goto(new URL(path, site.url).href);
          await refreshed;
          await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
          await page.waitForLoadState('networkidle');
          // Hydrated, not thrown away and rendered again (a lazy page suspending while it was
          // taken over used to cost that, on every page).
          const kept = await page.evaluate(() => window.__arrived.map((node) => node.isConnected));
          assert.ok(kept.length > 0, 'the page arrived with content');
          assert.deepEqual(
            kept,
            kept.map(() => true),
            'the content that arrived is still there',
          );
          // Hydrated with the prerender's neutral tags, then coloured.
          await page.waitForFunction(() =>
            Array.from(document.querySelectorAll('#root a[href*="labelId="]')).every((link) =>
              getComputedStyle(link).getPropertyValue('--tag-bg').trim(),
            ),
          );
          const timing = await page.evaluate((mockUrl) => {
            const hydrated = performance.getEntriesByName('app-hydrated')[0].startTime;
            const calls = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.startsWith(mockUrl))
              .map((entry) => ({ url: entry.name, start: entry.startTime }));
            const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            const appScripts = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/(runtime|main)\.[0-9a-f]{8}\.js$/.test(entry.name))
              .map((entry) => ({ url: entry.name, start: entry.startTime }));
            const renderingScripts = performance
              .getEntriesByType('resource')
              .filter((entry) =>
                /\/(markdown|code-highlight)\.[0-9a-f]{8}\.chunk\.js$/.test(entry.name),
              )
              .map((entry) => entry.name);
            return {
              hydrated,
              calls,
              firstPaint,
              appScripts,
              renderingScripts,
              shifts: window.__shifts,
              violations: window.__violations,
            };
          }, mock.url);
          // The page is finished HTML: the app is asked for only after it has painted.
          assert.equal(timing.appScripts.length, 2, 'the runtime and main are loaded');
          assert.ok(typeof timing.firstPaint === 'number', 'the page painted');
          const beforePaint = timing.appScripts.filter((s) => s.start < timing.firstPaint);
          assert.deepEqual(beforePaint, [], 'no app script requested before the first paint');
          const early = timing.calls.filter(
            (call) => CARRIED.test(call.url) && call.start < timing.hydrated,
          );
          assert.deepEqual(early, [], 'no call for carried data before the page is interactive');
          // An article's body, coloured code included, is taken over as it arrived: neither the
          // Markdown renderer nor the highlighter is fetched.
          assert.deepEqual(timing.renderingScripts, [], 'no rendering code loaded');
          // The page's styles are the build's files, linked: the entry's (the theme's variables,
          // the baseline) first; no style element, so nothing is restyled at the take-over.
          const styles = await page.evaluate(() => ({
            links: Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) =>
              new URL(link.href).pathname.slice(1),
            ),
            elements: document.querySelectorAll('style').length,
          }));
          assert.match(styles.links[0] ?? '', /^main\.[0-9a-f]{8}\.css$/, 'the entry CSS first');
          assert.equal(styles.elements, 0, 'no style element in the page');
          assert.deepEqual(timing.shifts, [], 'nothing moves while the page is taken over');
          assert.deepEqual(timing.violations, [], 'no Content-Security-Policy violation');
          await assertStyled(page, path);
          const htmlMode = await page.evaluate(() => document.documentElement.dataset.colorMode);
          assert.equal(htmlMode, colorScheme);
          await screenshot(page, `prerender-${name}-js-${colorScheme}`);
          assert.deepEqual(problems, [], problems.join('\n'));
        } finally {
          await context.close();
        }
      });
    }
  }

  it('an article taken over without its renderer opens the next from its prerendered page, and renders one published since the deploy', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: DESKTOP });
    try {
      const first = await api('/api/article/detail/1');
      const next = await api(`/api/article/detail/${first.next.id}`);
      const third = await api(`/api/article/detail/${next.next.id}`);
      const renderingChunks = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map(
              (entry) =>
                /\/(markdown|code-highlight)\.[0-9a-f]{8}\.chunk\.js$/.exec(entry.name)?.[1],
            )
            .filter(Boolean),
        );
      const firstLine = (article) =>
        article.content
          .split('\n')
          .find((l) => /^[A-Z]/.test(l))
          .slice(0, 40);
      await page.goto(new URL('/detail/1', site.url).href);
      await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
      const body = page.locator('#root .markdown-body');
      // Still the page's own body: its copy buttons answer.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await body.getByRole('button', { name: 'Copy' }).first().click();
      await page.getByText('Code copied to the clipboard.').waitFor();
      assert.equal(await body.locator('button.code-block__copy').first().textContent(), 'Copied');

      // The next article's body comes from its own prerendered page: no renderer is loaded.
      const pageAsked = page.waitForRequest(
        (request) => new URL(request.url()).pathname === `/detail/${next.id}`,
      );
      await page.getByRole('link', { name: new RegExp(next.title) }).click();
      await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
      await pageAsked;
      await body.getByText(firstLine(next)).first().waitFor();
      assert.deepEqual(await renderingChunks(), [], 'no rendering code for a prerendered article');
      // The sidebar's contents have the page's headings.
      const firstHeading = next.content.match(/^## (.+)$/m)[1];
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: firstHeading })
        .waitFor();
      // Coloured at deploy time, and the copy buttons answer here too.
      if (next.content.includes('```')) {
        await body.locator('pre > code.hljs').first().waitFor();
        await body.getByRole('button', { name: 'Copy' }).first().click();
        await page.getByText('Code copied to the clipboard.').first().waitFor();
      }
      await screenshot(page, 'prerender-article-then-next');

      // An article published after the deploy: the host answers its path with the app's shell
      // (its fallback), which carries no article. The app renders it.
      const shell = await (await fetch(new URL('/shell.html', site.url))).text();
      await page.route(new URL(`/detail/${third.id}`, site.url).href, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: shell }),
      );
      await page.getByRole('link', { name: new RegExp(third.title) }).click();
      await page.getByRole('heading', { level: 1, name: third.title }).waitFor();
      await body.getByText(firstLine(third)).first().waitFor();
      assert.ok((await renderingChunks()).includes('markdown'), 'the renderer loaded for it');
      if (third.content.includes('```')) await body.locator('pre > code.hljs').first().waitFor();
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  it('a link to a section of a prerendered article opens it there, and the take-over keeps it', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: DESKTOP });
    try {
      const long = enabled.find((article) => article.title.startsWith('The complete field guide'));
      assert.ok(long, 'the demo has its long article');
      const doc = await parseHtml(`/detail/${long.id}`);
      const headings = [...doc.querySelectorAll('.markdown-body h2[id]')];
      const section = headings[Math.floor(headings.length / 2)].id;
      await page.goto(new URL(`/detail/${long.id}#${encodeURIComponent(section)}`, site.url).href);
      await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
      // Taken over and come to rest: whatever the take-over would move has moved.
      await untilSettled(page);
      const where = await page.evaluate(
        (id) => ({
          top: document.getElementById(id).getBoundingClientRect().top,
          scrolled: window.scrollY,
        }),
        section,
      );
      assert.ok(where.scrolled > 1000, `the page is at ${where.scrolled} px`);
      assert.ok(
        where.top >= 0 && where.top < DESKTOP.height / 3,
        `the heading is at ${where.top} px`,
      );
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  it('a page served for another location hides its content until the app has rendered that one', async () => {
    // /list and the console have route shells now (e2e/prerender-truth.test.mjs); the home page's
    // file answering for /?page=2 is a page served for another location than its own.
    const carried = [...(await parseHtml('/')).querySelectorAll('#root main h2')].map((h) =>
      h.textContent.trim(),
    );
    const { page, context, problems } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__rootAtParse = getComputedStyle(document.querySelector('#root main')).visibility;
        });
      });
      await page.goto(new URL('/?page=2', site.url).href);
      await page.waitForFunction((titles) => {
        const heading = document.querySelector('#root main h2');
        return heading && !titles.includes(heading.textContent.trim());
      }, carried);
      const visibility = await page.evaluate(() => ({
        atParse: window.__rootAtParse,
        now: getComputedStyle(document.querySelector('#root main')).visibility,
      }));
      assert.deepEqual(visibility, { atParse: 'hidden', now: 'visible' });
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
