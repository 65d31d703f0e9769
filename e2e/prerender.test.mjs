// Prerendered public pages (issue 9): the HTML itself (content, head tags, JSON-LD), reading and
// navigating with JavaScript off (taking the page over with JavaScript on: prerender-takeover
// .test.mjs), and the feed,
// sitemap and robots.txt against the API's own list of enabled articles. The pages are served with
// the strict Content-Security-Policy docs/deploying.md gives hosts: a page must be styled and raise
// no violation with JavaScript on or off (its critical CSS is a file, never inline).
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { openPage, screenshot } from './support/browser.mjs';
import { assertStyled, pageFurnitureIn, usePrerenderedSite } from './support/prerendered-site.mjs';
import { test } from './support/fixtures.mjs';

const harness = usePrerenderedSite('prerender');
const { api, fetchText, parseHtml, parseXml } = harness;

test.describe('prerendered HTML', () => {
  test('home carries its articles, title, description, canonical, Open Graph and WebSite JSON-LD', async () => {
    const doc = await parseHtml('/');
    const newest = harness.enabled.slice(0, 3).map((article) => article.title);
    for (const title of newest) assert.ok(doc.querySelector('main').textContent.includes(title));
    assert.equal(doc.title, 'Quiet Notes');
    assert.equal(
      doc.querySelector('meta[name="description"]').content,
      'Essays and notes on software, craft and reading.',
    );
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${harness.site.url}/`);
    assert.equal(doc.querySelector('meta[property="og:type"]').content, 'website');
    assert.equal(doc.querySelector('meta[property="og:url"]').content, `${harness.site.url}/`);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]').textContent);
    assert.equal(ld['@type'], 'WebSite');
    assert.equal(ld.url, `${harness.site.url}/`);
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

  test('the archive lists articles under its own title and canonical address', async () => {
    const doc = await parseHtml('/timeLine');
    assert.equal(doc.title, 'Archive · Quiet Notes');
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${harness.site.url}/timeLine`);
    assert.ok(doc.querySelector('main').textContent.includes(harness.enabled[0].title));
  });

  test('an article carries its body, BlogPosting JSON-LD and article Open Graph tags', async () => {
    const article = await api('/api/article/detail/1');
    const doc = await parseHtml('/detail/1');
    assert.equal(doc.title, `${article.title} · Quiet Notes`);
    assert.equal(doc.querySelector('meta[name="description"]').content, article.summary);
    assert.equal(doc.querySelector('link[rel="canonical"]').href, `${harness.site.url}/detail/1`);
    assert.equal(doc.querySelector('meta[property="og:type"]').content, 'article');
    assert.equal(doc.querySelector('meta[property="og:title"]').content, article.title);
    assert.equal(doc.querySelector('main h1').textContent, article.title);
    assert.ok(doc.querySelector('main .markdown-body').textContent.trim().length > 200);
    // Its code arrives coloured (the harness.browser need not load the highlighter).
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
    // What to read next is in the page: articles sharing its tags or category, none disabled.
    const next = [...doc.querySelectorAll('main h2')].find((h) => h.textContent === 'Read next');
    assert.ok(next, 'the article ends with what to read next');
    const related = [...next.closest('section').querySelectorAll('a[href^="/detail/"]')];
    assert.ok(related.length >= 1 && related.length <= 5, `${related.length} related articles`);
    const shares = (other) =>
      other.category?.id === article.category?.id ||
      other.labels.some((label) => article.labels.some((mine) => mine.id === label.id));
    for (const link of related) {
      const id = link.getAttribute('href').split('/').pop();
      assert.notEqual(id, '1');
      const other = harness.enabled.find((candidate) => String(candidate.id) === id);
      assert.ok(other, `${id} is an enabled article`);
      assert.ok(shares(other), `${other.title} shares a tag or the category`);
    }
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]').textContent);
    assert.equal(ld['@type'], 'BlogPosting');
    assert.equal(ld.headline, article.title);
    assert.equal(ld.datePublished, article.createdAt);
    assert.equal(ld.url, `${harness.site.url}/detail/1`);
  });

  test('no disabled article is prerendered', async () => {
    for (const id of harness.disabledIds) {
      const html = await fetchText(`/detail/${id}`);
      // The host falls back to the home page's file, which the app replaces with its own render.
      assert.match(html, /"location":"\/"/, `/detail/${id} must not have its own page`);
    }
  });
});

test.describe('feed, sitemap and robots.txt', () => {
  const articleUrl = (id) => `${harness.site.url}/detail/${id}`;

  test('rss.xml is RSS 2.0 with the newest harness.enabled articles, and no disabled one', async () => {
    const doc = await parseXml('/rss.xml');
    assert.equal(doc.documentElement.getAttribute('version'), '2.0');
    const links = [...doc.querySelectorAll('item > link')].map((node) => node.textContent);
    assert.deepEqual(
      links,
      harness.enabled.slice(0, 20).map((article) => articleUrl(article.id)),
    );
    for (const id of harness.disabledIds) assert.ok(!links.includes(articleUrl(id)));
  });

  test('atom.xml and feed.json carry the same articles as rss.xml, each valid for its format, with full content and nothing of the page', async () => {
    const rss = await parseXml('/rss.xml');
    const links = [...rss.querySelectorAll('item > link')].map((node) => node.textContent);
    const atom = await parseXml('/atom.xml');
    const feed = atom.documentElement;
    assert.equal(feed.namespaceURI, 'http://www.w3.org/2005/Atom');
    for (const tag of ['id', 'title', 'updated', 'author']) {
      assert.ok(feed.querySelector(`:scope > ${tag}`), `atom feed has <${tag}>`);
    }
    const entries = [...atom.getElementsByTagName('entry')];
    assert.deepEqual(
      entries.map((entry) => entry.querySelector('id').textContent),
      links,
    );
    for (const entry of entries) {
      for (const tag of ['title', 'updated', 'link']) assert.ok(entry.querySelector(tag), tag);
      assert.ok(!Number.isNaN(Date.parse(entry.querySelector('updated').textContent)));
    }
    const json = JSON.parse(await fetchText('/feed.json'));
    assert.equal(json.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(typeof json.title, 'string');
    assert.deepEqual(
      json.items.map((item) => item.url),
      links,
    );
    // Full content, sanitized, every address absolute: a reader has no page to resolve against.
    const first = await api(`/api/article/detail/${harness.enabled[0].id}`);
    const body = new JSDOM(json.items[0].content_html).window.document.body;
    assert.ok(body.textContent.length > first.summary.length, 'the whole article, not its summary');
    assert.equal(body.querySelector('script, button'), null);
    for (const node of body.querySelectorAll('a[href], img[src]')) {
      assert.match(node.getAttribute('href') ?? node.getAttribute('src'), /^(https?:|mailto:)/);
    }
    assert.equal(
      rss.querySelector('item').getElementsByTagName('content:encoded')[0]?.textContent,
      json.items[0].content_html,
    );
    // Just the article, as its page's Markdown with none of the page's furniture around it.
    const contents = [
      ...json.items.map((item) => item.content_html),
      ...Array.from(atom.querySelectorAll('entry > content'), (node) => node.textContent),
    ];
    assert.ok(contents.some((html) => /<h[2-4][ >]/.test(html) && html.includes('<pre>')));
    assert.deepEqual(contents.flatMap(pageFurnitureIn), []);
  });

  test('each category and tag has its feeds, linked from its list page as the reader opens it', async () => {
    const category = harness.enabled.find((article) => article.category).category;
    const mine = harness.enabled.filter((article) => article.category?.id === category.id);
    const rss = await parseXml(`/feeds/category/${category.id}/rss.xml`);
    assert.deepEqual(
      [...rss.querySelectorAll('item > link')].map((node) => node.textContent),
      mine.slice(0, 20).map((article) => articleUrl(article.id)),
    );
    assert.ok(rss.querySelector('channel > title').textContent.includes(category.name));
    const tag = harness.enabled.find((article) => article.labels.length).labels[0];
    const tagFeed = JSON.parse(await fetchText(`/feeds/tag/${tag.id}/feed.json`));
    assert.ok(tagFeed.items.length > 0);
    for (const item of tagFeed.items) assert.ok(item.tags.includes(tag.name), item.url);
    assert.deepEqual(
      tagFeed.items.flatMap((item) => pageFurnitureIn(item.content_html)),
      [],
    );
    await parseXml(`/feeds/tag/${tag.id}/atom.xml`);

    // The prerendered home links the blog's three feeds; a category's list, the category's.
    const home = await parseHtml('/');
    const alternates = (doc) =>
      [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [link.type, link.href]);
    assert.deepEqual(alternates(home), [
      ['application/rss+xml', `${harness.site.url}/rss.xml`],
      ['application/atom+xml', `${harness.site.url}/atom.xml`],
      ['application/feed+json', `${harness.site.url}/feed.json`],
    ]);
    const { page, context, problems } = await openPage(harness.browser);
    try {
      await page.goto(`${harness.site.url}/list?categoryId=${category.id}`);
      const scoped = page.locator(
        `link[rel="alternate"][href$="/feeds/category/${category.id}/atom.xml"]`,
      );
      await scoped.waitFor({ state: 'attached' });
      assert.equal(await page.locator('link[rel="alternate"]').count(), 3);
      // A link the page names answers with its feed.
      const href = await scoped.getAttribute('href');
      assert.match(await fetchText(new URL(href).pathname), /<feed /);
      // Leaving the list (in the app, no page load) gives the blog's feeds back.
      await page.getByRole('link', { name: 'Archive' }).first().click();
      await page.waitForURL('**/timeLine');
      await page
        .locator('link[rel="alternate"][href$="/atom.xml"]:not([href*="/feeds/"])')
        .waitFor({ state: 'attached' });
      assert.equal(await page.locator('link[rel="alternate"][href*="/feeds/"]').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('sitemap.xml lists home, the archive and exactly the harness.enabled articles, with lastmod', async () => {
    const doc = await parseXml('/sitemap.xml');
    const entries = [...doc.getElementsByTagName('url')].map((node) => ({
      loc: node.getElementsByTagName('loc')[0].textContent,
      lastmod: node.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    const locs = entries.map((entry) => entry.loc);
    assert.deepEqual(
      [...locs].sort(),
      [
        `${harness.site.url}/`,
        `${harness.site.url}/timeLine`,
        ...harness.enabled.map((a) => articleUrl(a.id)),
      ].sort(),
    );
    for (const entry of entries) assert.ok(!Number.isNaN(Date.parse(entry.lastmod)), entry.loc);
  });

  test('robots.txt points at the sitemap', async () => {
    assert.match(
      await fetchText('/robots.txt'),
      new RegExp(`Sitemap: ${harness.site.url}/sitemap.xml`),
    );
  });
});

test.describe('with JavaScript off', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`pages read and links navigate (${colorScheme})`, async () => {
      const context = await harness.browser.newContext({
        javaScriptEnabled: false,
        colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL('/', harness.site.url).href);
        await assertStyled(page, '/');
        const first = harness.enabled[0];
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
        await page.goto(new URL('/', harness.site.url).href);
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
