import type { ArticleSummary } from '@/api/types';
import {
  manifestKey,
  neighboursToRender,
  relatedFingerprint,
  sidebarFingerprint,
  unchangedArticles,
  type Manifest,
} from './manifest';

const day = (n: number) => `2026-01-0${n}T00:00:00Z`;
// Newest first: 3, 2, 1 (each page links to the article before and after it).
const previous: Manifest = {
  format: 2,
  key: manifestKey('<html>shell</html>', { title: 'Blog' }, 'sidebar'),
  articles: {
    '1': { updatedAt: day(1), prev: null, next: '2' },
    '2': { updatedAt: day(2), prev: '1', next: '3' },
    '3': { updatedAt: day(3), prev: '2', next: null },
  },
};
const all = () => true;

describe('re-rendering only what changed', () => {
  it('keeps the pages of unchanged articles whose neighbours are unchanged', () => {
    const current = { '1': day(1), '2': day(2), '3': day(3) };
    expect([...unchangedArticles(previous, previous.key, current, all)]).toEqual(['1', '2', '3']);
  });

  it('renders an edited article and the neighbours that link to it (its title may change)', () => {
    const current = { '1': day(1), '2': '2026-02-02T00:00:00Z', '3': day(3) };
    expect([...unchangedArticles(previous, previous.key, current, all)]).toEqual([]);
    const edited1 = { '1': '2026-02-01T00:00:00Z', '2': day(2), '3': day(3) };
    expect([...unchangedArticles(previous, previous.key, edited1, all)]).toEqual(['3']);
  });

  it('renders the neighbours of a deleted or disabled article', () => {
    const current = { '1': day(1), '3': day(3) };
    expect([...unchangedArticles(previous, previous.key, current, all)]).toEqual([]);
    const withoutNewest = { '1': day(1), '2': day(2) };
    expect([...unchangedArticles(previous, previous.key, withoutNewest, all)]).toEqual(['1']);
  });

  it('renders a page again when its file went missing', () => {
    const current = { '1': day(1), '2': day(2), '3': day(3) };
    expect([...unchangedArticles(previous, previous.key, current, (id) => id !== '1')]).toEqual([
      '2',
      '3',
    ]);
  });

  it('renders everything for a new build, new site settings or a new sidebar', () => {
    const key = previous.key;
    expect(manifestKey('<html>shell 2</html>', { title: 'Blog' }, 'sidebar')).not.toBe(key);
    expect(manifestKey('<html>shell</html>', { title: 'Blog 2' }, 'sidebar')).not.toBe(key);
    expect(manifestKey('<html>shell</html>', { title: 'Blog' }, 'sidebar 2')).not.toBe(key);
    const current = { '1': day(1), '2': day(2), '3': day(3) };
    expect(unchangedArticles(previous, 'other', current, all).size).toBe(0);
    expect(unchangedArticles(null, key, current, all).size).toBe(0);
  });
});

describe("a kept page's Read next list", () => {
  const summary = (id: string, title: string) =>
    ({ id, title, createdAt: day(1), category: { id: '7', name: 'Notes' } }) as ArticleSummary;
  const shown = relatedFingerprint([summary('2', 'Hooks'), summary('3', 'Grids')]);
  const withRelated: Manifest = {
    ...previous,
    articles: { ...previous.articles, '1': { ...previous.articles['1'], related: shown } },
  };
  const current = { '1': day(1), '2': day(2), '3': day(3) };

  it('keeps the page while its list would be the same', () => {
    const now = (id: string) => (id === '1' ? shown : undefined);
    expect([...unchangedArticles(withRelated, withRelated.key, current, all, now)]).toContain('1');
  });

  it('renders it again when an article in it is gone, retitled or new', () => {
    for (const list of [
      [summary('2', 'Hooks')],
      [summary('2', 'Hooks, revised'), summary('3', 'Grids')],
      [summary('2', 'Hooks'), summary('3', 'Grids'), summary('9', 'New')],
    ]) {
      const now = (id: string) => (id === '1' ? relatedFingerprint(list) : undefined);
      expect([...unchangedArticles(withRelated, withRelated.key, current, all, now)]).not.toContain(
        '1',
      );
    }
  });
});

describe('a new article beside kept pages', () => {
  it('names the kept neighbours that do not link back to it', () => {
    // Article 4 is published after 3: its page says "Previous: 3", and 3's page says "Next: none".
    expect(neighboursToRender('4', { prev: '3', next: null }, previous.articles)).toEqual(['3']);
    // Once 3 is rendered again and links to 4, nothing more is to do.
    const records = { ...previous.articles, '3': { updatedAt: day(3), prev: '2', next: '4' } };
    expect(neighboursToRender('4', { prev: '3', next: null }, records)).toEqual([]);
  });
});

describe('the sidebar fingerprint', () => {
  const category = { id: 'c', name: 'Essays', articleCount: 3 };
  it('ignores view counts but not the ranking, titles or counts', () => {
    const base = sidebarFingerprint([{ id: '1', title: 'A', views: 5 }], [category], []);
    expect(sidebarFingerprint([{ id: '1', title: 'A', views: 900 }], [category], [])).toBe(base);
    expect(sidebarFingerprint([{ id: '1', title: 'B', views: 5 }], [category], [])).not.toBe(base);
    expect(
      sidebarFingerprint(
        [{ id: '1', title: 'A', views: 5 }],
        [{ ...category, articleCount: 4 }],
        [],
      ),
    ).not.toBe(base);
  });
});
