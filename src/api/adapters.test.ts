import {
  toAnalysis,
  toArticle,
  toArticleSummary,
  toDisabledState,
  toFileItem,
  toList,
  toPage,
  toProfile,
  toTaxonomy,
  toRanked,
  toTaxonomySummary,
  wire,
} from './adapters';
import { errorMessage, isNotFound, isUnauthorized } from './errors';
import { parseEnvelope } from './base-query';
import { speakInTest } from '../../test/locale';
import { wellFormed } from './record-rules';
import { resetSkipped, skippedRecords } from './skipped-records';

describe('adapters', () => {
  it('turns ids into strings and fills missing fields with safe defaults', () => {
    expect(
      toArticleSummary({
        id: 12,
        category: { id: 3, name: 'Web' },
        labels: [{ id: 4, name: 'TS' }],
      }),
    ).toEqual({
      id: '12',
      title: '',
      summary: '',
      cover: null,
      category: { id: '3', name: 'Web' },
      labels: [{ id: '4', name: 'TS' }],
      views: 0,
      disabled: false,
      createdAt: '',
      updatedAt: '',
      wordCount: null,
    });
    expect(toArticleSummary(null)).toMatchObject({ id: '', labels: [], category: null, views: 0 });
    expect(toArticleSummary({ labels: 'x', views: 'many', disabled: 'no' })).toMatchObject({
      labels: [],
      views: 0,
      disabled: false,
    });
  });

  it('passes every URL from the API through the URL policy before it can become src or href', () => {
    expect(toArticleSummary({ id: 1, cover: 'javascript:alert(1)' }).cover).toBeNull();
    expect(toArticleSummary({ id: 1, cover: 'data:image/svg+xml,<svg/>' }).cover).toBeNull();
    expect(toArticleSummary({ id: 1, cover: '/demo/cover-1.svg' }).cover).toBe('/demo/cover-1.svg');
    expect(toProfile({ username: 'a', avatar: 'java\tscript:alert(1)' }).avatar).toBeNull();
    expect(toFileItem({ id: 1, url: 'vbscript:msgbox(1)' }).url).toBe('');
    expect(toFileItem({ id: 1, url: 'https://cdn.example/a.png' }).url).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('sets prev/next to null when absent and keeps them when present', () => {
    expect(toArticle({ id: 1, content: '# Hi' })).toMatchObject({
      content: '# Hi',
      prev: null,
      next: null,
    });
    expect(
      toArticle({ id: 1, prev: { id: 0, title: 'A' }, next: { title: 'no id' } }),
    ).toMatchObject({
      prev: { id: '0', title: 'A' },
      next: null,
    });
  });

  it('reads pages, lists and flags defensively', () => {
    expect(
      toPage(toTaxonomy)({ list: [{ id: 1, name: 'n', disabled: 1 }], total: '3', page: 0 }),
    ).toEqual({
      list: [{ id: '1', name: 'n', articleCount: 0, disabled: true, createdAt: '' }],
      total: 3,
      page: 1,
      pageSize: 0,
    });
    expect(toList(toDisabledState)([{ id: 5, disabled: 'true' }, 'junk'])).toEqual([
      { id: '5', disabled: true },
      { id: '', disabled: false },
    ]);
    expect(toList(toDisabledState)(undefined)).toEqual([]);
    expect(toProfile({ username: 'admin' })).toEqual({
      username: 'admin',
      nickname: null,
      avatar: null,
    });
    expect(toAnalysis({ daily: [{ date: '2026-01-01', pv: '5' }] })).toMatchObject({
      pv: 0,
      daily: [{ date: '2026-01-01', pv: 5, uv: 0 }],
      topArticles: [],
    });
  });
});

describe('errors', () => {
  it('classifies errors and gives a sentence', () => {
    expect(isUnauthorized({ kind: 'api', code: 401, msg: 'x' })).toBe(true);
    expect(isUnauthorized({ kind: 'http', code: null, status: 401, msg: 'x' })).toBe(true);
    expect(isNotFound({ kind: 'http', code: null, status: 404, msg: 'x' })).toBe(true);
    expect(errorMessage({ kind: 'api', code: 1, msg: 'Bad name' })).toBe('Bad name');
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });

  it("says the app's own words in the language active when shown, the server's as sent", () => {
    const timedOut = parseEnvelope(502, '').error;
    const refused = parseEnvelope(200, '{"code":7,"msg":"Bad name"}').error;
    expect(errorMessage(timedOut)).toBe('The server answered HTTP 502.');
    speakInTest('zh-CN');
    expect(errorMessage(timedOut)).toBe('服务器返回了 HTTP 502。');
    expect(errorMessage(refused)).toBe('Bad name');
    expect(errorMessage(undefined)).toBe('出了点问题。');
  });
});

describe('wire shapes (checked before adapting a query answer)', () => {
  const valid = (shape: (typeof wire)[keyof typeof wire], value: unknown) =>
    !('issues' in shape['~standard'].validate(value));

  it('accepts empty lists and pages: empty is `list: []`', () => {
    expect(valid(wire.articlePage, { list: [], total: 0 })).toBe(true);
    expect(valid(wire.rankList, [])).toBe(true);
  });

  it.each([
    ['null', null],
    ['a page without its list', { total: 3 }],
    ['a list that is not an array', { list: {} }],
  ])('rejects %s where a page was expected', (_name, value) => {
    expect(valid(wire.articlePage, value)).toBe(false);
  });

  it('wants an article with its id, title and content', () => {
    expect(valid(wire.article, { id: 1, title: 'T', content: '' })).toBe(true);
    expect(valid(wire.article, { id: 1, title: 'T' })).toBe(false);
    expect(valid(wire.article, null)).toBe(false);
  });

  it('wants lists of named items for the sidebar and the timeline', () => {
    expect(valid(wire.taxonomyList, [{ id: 1, name: 'A' }])).toBe(true);
    expect(valid(wire.taxonomyList, null)).toBe(false);
    expect(valid(wire.timelineList, {})).toBe(false);
  });

  it('leaves incomplete items to the adapters, which skip them one by one', () => {
    expect(valid(wire.articlePage, { list: [{ id: 1 }, null, { id: '' }] })).toBe(true);
    expect(valid(wire.timelineList, [{ id: 1 }])).toBe(true);
  });

  it('refuses an article whose id no address can carry', () => {
    expect(valid(wire.article, { id: 'bad\ud800', title: 'T', content: '' })).toBe(false);
  });
});

describe('hostile records (one bad record never costs a page)', () => {
  beforeEach(() => resetSkipped());

  const good = { id: 7, title: 'Good', summary: 's' };

  it('skips articles without an id, without a title or with an id holding a lone surrogate, and reports each', () => {
    const page = toPage(
      toArticleSummary,
      'articles',
    )({
      list: [
        { id: 'bad\ud800', title: 'Bad' },
        { id: '', title: 'Empty' },
        null,
        good,
        { id: 9 },
        { id: '..', title: 'Dots' },
        { id: '../../x', title: 'Kept' },
      ],
      total: 5,
    });
    expect(page.list.map((article) => article.id)).toEqual(['7', '../../x']);
    expect(page.total).toBe(5);
    expect(skippedRecords()).toEqual([
      {
        what: 'article',
        id: '"bad\\ud800"',
        reason: 'its id holds a broken character no address can carry',
      },
      { what: 'article', id: '""', reason: 'it has no id' },
      { what: 'article', id: '""', reason: 'it is not a record' },
      { what: 'article', id: '"9"', reason: 'it has no title' },
      { what: 'article', id: '".."', reason: 'its id is a dot segment no API address can carry' },
    ]);
  });

  it('skips the same way in the rank, the timeline, the sidebar lists and the dashboard', () => {
    const ranked = toList(toRanked, 'articles')([{ id: '\udc00', title: 'x' }, good]);
    expect(ranked.map((item) => item.id)).toEqual(['7']);
    const names = toList(
      toTaxonomySummary,
      'taxonomies',
    )([
      { id: 1, name: '' },
      { id: 2, name: 'B' },
    ]);
    expect(names).toEqual([{ id: '2', name: 'B', articleCount: 0 }]);
    expect(
      toAnalysis({ daily: [], topArticles: [{ id: 'bad\ud800', title: 'x' }, good] }).topArticles,
    ).toEqual([{ id: '7', title: 'Good', views: 0 }]);
    expect(skippedRecords()).toHaveLength(3);
  });

  it("drops an article's category, labels and neighbours whose ids cannot be used", () => {
    const article = toArticle({
      ...good,
      content: '',
      category: { id: 'c\ud800', name: 'C' },
      labels: [
        { id: '', name: 'L' },
        { id: 3, name: 'Three' },
      ],
      prev: { id: 'p\udfff', title: 'P' },
      next: { id: 8, title: 'N' },
    });
    expect(article).toMatchObject({
      category: null,
      labels: [{ id: '3', name: 'Three' }],
      prev: null,
      next: { id: '8', title: 'N' },
    });
  });

  it('makes every text well formed once (a lone surrogate becomes U+FFFD), keeping real pairs', () => {
    expect(wellFormed('a\ud800b\udc00c😀')).toBe('a\ufffdb\ufffdc😀');
    expect(toTaxonomySummary({ id: 1, name: 'Web\ud800' }).name).toBe('Web\ufffd');
    expect(
      toArticle({ id: 1, title: 'T\udc00', summary: 'S\ud800', content: 'C\ud800' }),
    ).toMatchObject({ title: 'T\ufffd', summary: 'S\ufffd', content: 'C\ufffd' });
    expect(skippedRecords()).toEqual([]);
  });
});
