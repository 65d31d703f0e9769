// The production build's byte budgets (gzip, from disk; bytes only, no timings) and the languages'
// data files (issue 29).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { gzipKiB, readBuild } from './support/build-files.mjs';
import { test } from './support/fixtures.mjs';

const require = createRequire(import.meta.url);
const { partOf, readCatalog, shortIds } = require('../scripts/catalogs.cjs');

/**
 * Byte ceilings (gzip, KiB): issue 10's targets, the first load ratcheted to issue 27's 140 KiB
 * (emotion and MUI's styling left the public pages). A public page's first load is every script
 * its visit runs (the page's classic scripts, the prerendered page's boot script, the app's entry,
 * the shared public chunk and the page's own), as `npm run bench` counts it. The Markdown renderer
 * is what an article the app renders itself may load: the parser and sanitizer (`markdown`) and
 * the highlighter (`code-highlight`) together, 72 KiB since issue 30 (the owner accepted the
 * measured cost; issue 10 asked 45, which markdown-it, DOMPurify and highlight.js's core alone
 * exceed). Prerendered and opened articles load neither (`npm run bench`: article-opened).
 */
const BUDGETS = { publicFirstLoad: 140, markdownRenderer: 72 };
/**
 * Each public page's first load may grow only by an issue's measured allowance over its figure
 * before that issue, by this file's own count (readBuild's firstLoadKiB). Issue 29 (the languages:
 * Lingui's core, the English public catalog, loading the site's language, CJK reading time) had 4
 * KiB over e4f0b29 and took 3.5-4.0. Issue 30 (finding and reading) has 1 KiB on every page
 * (the feed links the app keeps in step with the page, the article page's words in the public
 * catalog, the quick search's shortcuts and the phone's tap on the header's box, which open its
 * dialog from its own chunk), 1.5 on the list page (also its keyword snippets' wiring) and 3 on
 * the article page (what to read next, the offer to continue, the images that open in the
 * lightbox), over each page's figure after the languages (17282f9).
 */
const BEFORE_FINDING = {
  'page-home': 133.808,
  'page-detail': 136.642,
  'page-timeline': 132.929,
  'page-list': 134.603,
  'page-not-found': 130.894,
};
const FINDING_ALLOWANCE = { 'page-detail': 3, 'page-list': 1.5 };
const FINDING_ALLOWANCE_ELSEWHERE = 1;
/**
 * Issue 27's last target (home's first paint after one request) added 0.4-0.6 KiB to every page
 * after issue 30: the head script, inline now and counted as written (0.7 KiB, with the boot
 * script's loader it took over from the markup), where color-scheme.js was a minified file, and
 * the class names of the styles that moved into the entry's stylesheet.
 */
const FIRST_PAINT_ALLOWANCE = 0.7;

const build = readBuild();

test.describe('production build budgets', () => {
  test('keeps every public page first load and the article renderer within their byte budgets', () => {
    for (const [page, before] of Object.entries(BEFORE_FINDING)) {
      const total = build.firstLoadKiB(page);
      const allowance =
        (FINDING_ALLOWANCE[page] ?? FINDING_ALLOWANCE_ELSEWHERE) + FIRST_PAINT_ALLOWANCE;
      const budget = Math.min(BUDGETS.publicFirstLoad, before + allowance);
      assert.ok(
        total <= budget,
        `${page}: ${total.toFixed(1)} KiB gzip of script before first render, budget ${budget.toFixed(1)}`,
      );
    }
    const parts = ['markdown', 'code-highlight'].map((name) => {
      const file = build.chunk(name);
      assert.ok(file, `no ${name} chunk`);
      return gzipKiB(file);
    });
    const renderer = parts.reduce((sum, kib) => sum + kib, 0);
    assert.ok(
      renderer <= BUDGETS.markdownRenderer,
      `Markdown renderer (parser, sanitizer, highlighter): ${renderer.toFixed(1)} KiB gzip, budget ${BUDGETS.markdownRenderer}`,
    );
  });

  test('ships every language but English as data files, one per part, not as script chunks', () => {
    const catalogs = build.files.filter((file) => file.startsWith('locales/'));
    assert.deepEqual(
      catalogs.filter((file) => !file.endsWith('.json')),
      [],
      'only JSON under locales/',
    );
    for (const part of ['public', 'console']) {
      const pattern = new RegExp(`^locales/zh-CN\\.${part}\\.[0-9a-f]{8}\\.json$`);
      const file = catalogs.find((name) => pattern.test(name));
      assert.ok(file, `no zh-CN ${part} catalog among: ${catalogs.join(', ')}`);
      // The production build's short ids: exactly the part's ids of the catalog, shortened.
      const short = shortIds();
      const expected = Object.keys(readCatalog('zh-CN'))
        .filter((id) => partOf(id) === part)
        .map((id) => short.get(id))
        .sort();
      const ids = Object.keys(JSON.parse(build.read(file))).sort();
      assert.ok(ids.length > 0, `${file} is empty`);
      assert.deepEqual(ids, expected, `${file} holds other ids than the ${part} part's`);
    }
  });
});
