// The whole blog in Simplified Chinese (issue 29): the production build with a config.js whose
// site.locale is 'zh-CN', prerendered again in Chinese into a copy and served with the strict
// policy, the mock API over HTTP (one build, one prerender for the file). A reader's journeys
// (home, an article, the archive, a search in Chinese, the 404 page; the HTML without JavaScript),
// the owner's (sign-in, every console screen, then English from the app bar's language menu, in
// place), each page checked for English left (the rule: support/zh-cn-kit.mjs), at 360 and 1280 px.
import assert from 'node:assert/strict';
import { screenshot } from './support/browser.mjs';
import { DESKTOP, PHONE, usePrerenderedSite } from './support/prerendered-site.mjs';
import { say, signInAnyLanguage, useChinesePages, ZH } from './support/zh-cn-kit.mjs';
import { diagnostic, test } from './support/fixtures.mjs';

const WIDTHS = [
  { name: '360', viewport: PHONE },
  { name: '1280', viewport: DESKTOP },
];
const CHINESE_ARTICLE = {
  title: '中文排版笔记',
  summary: '标点、空格与行高：写中文博客时的几点习惯。',
  content:
    '# 中文排版\n\n中文与 English 之间留一个空格，数字 42 也一样。\n\n## 标点\n\n用全角标点。',
};
const KEYWORD = '排版';
/** The files the static server sent, in order (the catalog's preload is asked for once). */
const served = [];
const CATALOG_FILE = /^\/locales\/zh-CN\.public\.\w+\.json$/;

const harness = usePrerenderedSite('zh-cn', {
  site: { locale: 'zh-CN' },
  onRequest: (pathname) => served.push(pathname),
  // One article in Chinese among the demo's English ones: a Chinese keyword finds it.
  beforePrerender: (h) => h.publish(CHINESE_ARTICLE),
});
const { newPage, noEnglishLeft, englishSeen } = useChinesePages(harness);
const url = (pathname) => new URL(pathname, harness.site.url).href;

/** Says, for the output, the Latin text a page shows that is not content (for a person's look). */
async function look(page, name) {
  const seen = await englishSeen(page);
  if (seen.length > 0)
    diagnostic(`${name}: text in Latin letters only (not content): ${seen.join(' | ')}`);
}

const hydrated = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
const heading = (page) => page.getByRole('heading', { level: 1 }).first();

test.describe('the blog in Chinese (site.locale zh-CN)', () => {
  test('the prerendered HTML is Chinese, without JavaScript too', async () => {
    const archive = await harness.parseHtml('/timeLine');
    assert.equal(archive.documentElement.lang, 'zh-CN');
    assert.equal(archive.title, `${say('Archive')} · Quiet Notes`);
    const preload = archive.querySelector('link[rel="preload"][as="fetch"]');
    assert.match(preload?.getAttribute('href') ?? '', CATALOG_FILE);
    assert.equal(preload.getAttribute('crossorigin'), 'anonymous');
    const home = await harness.parseHtml('/');
    const ld = JSON.parse(home.querySelector('script[type="application/ld+json"]').textContent);
    assert.equal(ld.inLanguage, 'zh-CN');
    const feed = await harness.parseXml('/rss.xml');
    assert.equal(feed.querySelector('channel > language').textContent, 'zh-CN');
    const atom = await harness.parseXml('/atom.xml');
    assert.equal(atom.documentElement.getAttribute('xml:lang'), 'zh-CN');
    assert.equal(JSON.parse(await harness.fetchText('/feed.json')).language, 'zh-CN');

    const page = await newPage({ viewport: DESKTOP, javaScriptEnabled: false });
    for (const [name, pathname] of [
      ['home', '/'],
      ['article', '/detail/1'],
      ['archive', '/timeLine'],
      ['404', '/404.html'],
    ]) {
      await page.goto(url(pathname));
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN', pathname);
      await noEnglishLeft(page, `${pathname} without JavaScript`);
      await look(page, `${name} without JavaScript`);
      if (name === 'archive') await screenshot(page, 'zh-cn-nojs-archive-1280');
    }
  });

  for (const { name: width, viewport } of WIDTHS) {
    test(`a reader at ${width} px: home, an article, the archive, a Chinese search, the 404 page`, async () => {
      const page = await newPage({ viewport });
      served.length = 0;
      await page.goto(url('/'));
      await hydrated(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
      // The app took the page over with the words the page preloaded: one request for them.
      assert.deepEqual(
        served.filter((file) => CATALOG_FILE.test(file)).length,
        1,
        `the catalog was fetched once: ${served.join(', ')}`,
      );
      await noEnglishLeft(page, `home ${width}`);
      await look(page, `home ${width}`);
      await screenshot(page, `zh-cn-home-${width}`);

      // The Chinese article, newest, opened from home in the app.
      await page.getByRole('link', { name: CHINESE_ARTICLE.title }).first().click();
      await heading(page).filter({ hasText: CHINESE_ARTICLE.title }).waitFor();
      const facts = page.locator('main time').first().locator('xpath=ancestor::div[1]');
      assert.match(
        await page.locator('main time').first().innerText(),
        /^\d{4}年\d{1,2}月\d{1,2}日$/,
      );
      assert.match(await facts.innerText(), /\d+\s*分钟/, 'the reading time is in Chinese');
      await noEnglishLeft(page, `article ${width}`);
      await look(page, `article ${width}`);
      await screenshot(page, `zh-cn-article-${width}`);

      // The archive: its months read "2026年3月".
      await page.goto(url('/timeLine'));
      await hydrated(page);
      const months = await page.locator('main h3').allInnerTexts();
      assert.ok(months.length > 0, 'the archive has month headings');
      for (const month of months) assert.match(month, /^\d{4}年\d{1,2}月/);
      await noEnglishLeft(page, `archive ${width}`);
      await look(page, `archive ${width}`);
      await screenshot(page, `zh-cn-archive-${width}`);

      // A search with a Chinese keyword, typed into the header's box.
      const box = page.getByRole('search').locator('input');
      await box.fill(KEYWORD);
      await box.press('Enter');
      await page.waitForURL((where) => where.searchParams.get('keyword') === KEYWORD);
      await page.getByRole('link', { name: CHINESE_ARTICLE.title }).first().waitFor();
      await noEnglishLeft(page, `search ${width}`);
      await look(page, `search ${width}`);
      await screenshot(page, `zh-cn-search-${width}`);

      // The quick search, in Chinese: a tap on the header's box on phones, Ctrl+K elsewhere.
      if (viewport === PHONE) await box.click();
      else await page.keyboard.press('Control+K');
      const dialog = page.getByRole('dialog', { name: say('Search the blog') });
      await dialog.getByRole('combobox').fill(KEYWORD);
      await dialog.getByRole('option', { name: new RegExp(CHINESE_ARTICLE.title) }).waitFor();
      await noEnglishLeft(page, `quick search ${width}`);
      await screenshot(page, `zh-cn-quick-search-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.goto(url('/no-such-page'));
      await heading(page)
        .filter({ hasText: say('Page not found') })
        .waitFor();
      await noEnglishLeft(page, `404 ${width}`);
      await look(page, `404 ${width}`);
      await screenshot(page, `zh-cn-404-${width}`);
    });
  }

  for (const { name: width, viewport } of WIDTHS) {
    test(`the owner at ${width} px: every console screen in Chinese${width === '1280' ? ', then English from the language menu without a reload' : ''}`, async () => {
      const page = await newPage({ viewport });
      await page.goto(url('/manager'));
      await heading(page)
        .filter({ hasText: say('Sign in') })
        .waitFor();
      await noEnglishLeft(page, `sign-in ${width}`);
      await screenshot(page, `zh-cn-console-login-${width}`);
      await signInAnyLanguage(page, harness.site.url);

      const loaded = (selector) => page.locator(selector).first().waitFor();
      const rows = 'main table tbody tr, main ul > li';
      const screens = [
        { shot: 'home', path: '/manager/home', title: 'Dashboard', ready: 'main li' },
        { shot: 'articles', path: '/manager/article', title: 'Articles', ready: rows },
        { shot: 'editor', path: null, title: 'Edit article', ready: '.cm-content' },
        { shot: 'categories', path: '/manager/category', title: 'Categories', ready: rows },
        { shot: 'labels', path: '/manager/label', title: 'Labels', ready: rows },
        { shot: 'files', path: '/manager/file', title: 'Files', ready: 'main ul > li' },
      ];
      let editor = null;
      for (const screen of screens) {
        await page.goto(url(screen.path ?? editor));
        await heading(page)
          .filter({ hasText: say(screen.title) })
          .waitFor();
        await loaded(screen.ready);
        if (screen.shot === 'articles') {
          editor = await page
            .locator('main a[href^="/manager/article/edit/"]')
            .first()
            .getAttribute('href');
        }
        await noEnglishLeft(page, `console ${screen.shot} ${width}`);
        await look(page, `console ${screen.shot} ${width}`);
        await screenshot(page, `zh-cn-console-${screen.shot}-${width}`);
      }
      if (width !== '1280') return;

      // English from the app bar's menu: the screen changes in place (the marker would not
      // survive a reload, and no navigation happens).
      await page.evaluate(() => (window.__stillHere = true));
      let navigations = 0;
      page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
      await page.getByRole('button', { name: ZH['console.language.label'] }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await heading(page).filter({ hasText: 'Files' }).waitFor();
      await page.getByRole('button', { name: 'Language' }).waitFor();
      assert.equal(
        await page.evaluate(() => window.__stillHere),
        true,
        'the page was not reloaded',
      );
      assert.equal(navigations, 0, 'no navigation');
      await screenshot(page, `zh-cn-console-files-english-${width}`);
    });
  }
});
