import type { ArticleSummary } from '@/api/types';
import { mergeResults, type SearchHit } from './merge-results';

const hit = (id: number, title = `#${id}`): SearchHit => ({
  id: String(id),
  title,
  text: `text ${id}`,
});
const article = (id: number, fields: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id: String(id),
  title: `#${id}`,
  summary: `summary ${id}`,
  cover: null,
  category: null,
  labels: [],
  views: 0,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  wordCount: null,
  ...fields,
});
const ids = (hits: SearchHit[]) => hits.map((h) => Number(h.id));

describe('mergeResults', () => {
  it('lists the index results in their order, then the API-only ones in the API’s', () => {
    expect(ids(mergeResults([hit(3), hit(1)], [article(9), article(1), article(2)]))).toEqual([
      3, 1, 9, 2,
    ]);
  });

  it('counts every article once, however many both sources found', () => {
    const indexed = Array.from({ length: 61 }, (_, at) => hit(at + 1));
    const fromApi = [article(70), ...[5, 17, 33, 40, 61].map((id) => article(id)), article(71)];
    const merged = mergeResults(indexed, fromApi);
    expect(merged).toHaveLength(63);
    expect(new Set(ids(merged)).size).toBe(63);
    expect(ids(merged).slice(-2)).toEqual([70, 71]);
  });

  it('lists an article both sources found once, with the newer title and the index text', () => {
    const fresh = article(1, { title: 'New title' });
    const merged = mergeResults([hit(1, 'Old title')], [fresh]);
    expect(merged).toEqual([{ id: '1', title: 'New title', text: 'text 1', article: fresh }]);
  });

  it('never lists a disabled article, even one the index still holds', () => {
    const merged = mergeResults(
      [hit(1), hit(2)],
      [article(2, { disabled: true }), article(5, { disabled: true }), article(6)],
    );
    expect(ids(merged)).toEqual([1, 6]);
  });

  it('works on the API results alone (no index: the dev server, or the index failed to load)', () => {
    expect(ids(mergeResults([], [article(4), article(4), article(7)]))).toEqual([4, 7]);
  });
});
