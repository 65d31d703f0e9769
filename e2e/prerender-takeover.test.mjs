// Prerendered public pages taken over with JavaScript on (issue 9): no hydration error, no API
// call for the carried data before the page is interactive, no layout shift; an article opened
// from its prerendered page; a section link kept; a page served for another location hidden
// until the app has rendered it. The HTML itself and the pages without JavaScript are in
// prerender.test.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openPage, screenshot, untilSettled } from './support/browser.mjs';
import { watchPaints } from './support/paint-watch.mjs';
import {
  CARRIED,
  DESKTOP,
  PAGES,
  assertStyled,
  usePrerenderedSite,
} from './support/prerendered-site.mjs';
import { test } from './support/fixtures.mjs';

const harness = usePrerenderedSite('prerender-takeover');
const { api, parseHtml } = harness;

test.describe('with JavaScript on', () => {
  for (const { name, path, viewport } of PAGES) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${name} is taken over without an error, an early API call or a layout shift (${colorScheme})`, async () => {
        const { page, context, problems } = await openPage(harness.browser, {
          colorScheme,
          viewport,
        });
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
              window.__stylesheets = Array.from(
                document.querySelectorAll('link[rel="stylesheet"]'),
                (link) => new URL(link.href).pathname.slice(1),
              );
            });
          });
          // The background refresh after taking over asks the API again.
          const refreshed = page.waitForRequest((request) => CARRIED.test(request.url()));
          await page.goto(new URL(path, harness.site.url).href);
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
          // Its tags in their colours (drawn in the page: prerender-tag-colours.test.mjs).
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
              .filter((entry) => /\/(config|(runtime|main)\.[0-9a-f]{8})\.js$/.test(entry.name))
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
          }, harness.mock.url);
          // The page is finished HTML: the app, and its settings (config.js), are asked for only
          // after it has painted.
          assert.equal(timing.appScripts.length, 3, 'config.js, the runtime and main are loaded');
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
          // As it arrived, home waits on one stylesheet only (src/pages/public/home-styles.ts),
          // another page on its own chunk's at most besides.
          const arrived = await page.evaluate(() => window.__stylesheets);
          assert.equal(arrived[0], styles.links[0]);
          assert.ok(arrived.length <= (path === '/' ? 1 : 2), arrived.join(', '));
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

  test('an article taken over without its renderer opens the next from its prerendered page, and renders one published since the deploy', async () => {
    const { page, context, problems } = await openPage(harness.browser, { viewport: DESKTOP });
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
      await page.goto(new URL('/detail/1', harness.site.url).href);
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
      const shell = await (await fetch(new URL('/shell.html', harness.site.url))).text();
      await page.route(new URL(`/detail/${third.id}`, harness.site.url).href, (route) =>
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

  test('a link to a section of a prerendered article opens it there, and the take-over keeps it', async () => {
    const { page, context, problems } = await openPage(harness.browser, { viewport: DESKTOP });
    try {
      const long = harness.enabled.find((article) =>
        article.title.startsWith('The complete field guide'),
      );
      assert.ok(long, 'the demo has its long article');
      const doc = await parseHtml(`/detail/${long.id}`);
      const headings = [...doc.querySelectorAll('.markdown-body h2[id]')];
      const section = headings[Math.floor(headings.length / 2)].id;
      await page.goto(
        new URL(`/detail/${long.id}#${encodeURIComponent(section)}`, harness.site.url).href,
      );
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

  test('a page served for another location hides its content until the app has rendered that one', async () => {
    // /list and the console have route shells now (e2e/prerender-truth.test.mjs); the home page's
    // file answering for /?page=2 is a page served for another location than its own.
    const carried = [...(await parseHtml('/')).querySelectorAll('#root main h2')].map((h) =>
      h.textContent.trim(),
    );
    const { page, context, problems } = await openPage(harness.browser);
    try {
      await watchPaints(page, []);
      await page.goto(new URL('/?page=2', harness.site.url).href);
      await page.waitForFunction((titles) => {
        const heading = document.querySelector('#root main h2');
        return heading && !titles.includes(heading.textContent.trim());
      }, carried);
      const visibility = await page.evaluate(() => ({
        atParse: window.__atParse.main,
        now: getComputedStyle(document.querySelector('#root main')).visibility,
      }));
      assert.deepEqual(visibility, { atParse: 'hidden', now: 'visible' });
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
  test('a page rendered from another API than config.js names paints, then the app renders the live one', async () => {
    const { page, context, problems } = await openPage(harness.browser);
    const file = path.join(harness.dist, 'timeLine', 'index.html');
    const original = fs.readFileSync(file, 'utf8');
    try {
      // Its config.js comes with the app (issue 27), which finds the stamp naming another API.
      fs.writeFileSync(file, original.replace(/(-from" content=")[^"]*/, '$1https://old.example'));
      await page.addInitScript(() => {
        window.__marks = [];
        new MutationObserver(() => {
          window.__marks.push(document.documentElement.dataset.prerendered ?? null);
        }).observe(document, { subtree: true, attributeFilter: ['data-prerendered'] });
      });
      await page.goto(new URL('/timeLine', harness.site.url).href);
      await page.waitForFunction(() => window.__marks.at(-1) === null);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Left unmarked by the head script, marked stale by the app, shown once it has rendered.
      assert.deepEqual(await page.evaluate(() => window.__marks), ['', 'stale', null]);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      fs.writeFileSync(file, original);
      await context.close();
    }
  });
});
