import { mergeResults, type SearchHit } from './merge-results';

const hit = (id: number, title = `#${id}`, extra: Partial<SearchHit> = {}): SearchHit => ({
  id: String(id),
  title,
  text: `text ${id}`,
  ...extra,
});
const ids = (hits: SearchHit[]) => hits.map((h) => Number(h.id));

describe('mergeResults', () => {
  it('lists the index results first, then the API-only ones', () => {
    expect(ids(mergeResults([hit(3), hit(1)], [hit(9), hit(2)], 10))).toEqual([3, 1, 9, 2]);
  });

  it('lists an article both sources found once, with the newer title and the index text', () => {
    const merged = mergeResults(
      [hit(1, 'Old title')],
      [hit(1, 'New title', { text: 'summary' })],
      10,
    );
    expect(merged).toEqual([{ id: '1', title: 'New title', text: 'text 1' }]);
  });

  it('never lists a disabled article, even one the index still holds', () => {
    const merged = mergeResults(
      [hit(1), hit(2)],
      [hit(2, '#2', { disabled: true }), hit(5, '#5', { disabled: true }), hit(6)],
      10,
    );
    expect(ids(merged)).toEqual([1, 6]);
  });

  it('works on the API results alone (no index: the dev server, or the index failed to load)', () => {
    expect(ids(mergeResults([], [hit(4), hit(4), hit(7)], 10))).toEqual([4, 7]);
  });

  it('keeps at most the limit', () => {
    expect(ids(mergeResults([hit(1), hit(2)], [hit(3)], 2))).toEqual([1, 2]);
  });
});
