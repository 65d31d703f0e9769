import { manifestKey, unchangedArticles, type Manifest } from './manifest';

const previous: Manifest = {
  format: 1,
  key: manifestKey('<html>shell</html>', { title: 'Blog' }),
  articles: {
    '1': '2026-01-01T00:00:00Z',
    '2': '2026-01-02T00:00:00Z',
    '3': '2026-01-03T00:00:00Z',
  },
};

describe('re-rendering only what changed', () => {
  const current = {
    '1': '2026-01-01T00:00:00Z', // unchanged
    '2': '2026-02-02T00:00:00Z', // edited since
    '4': '2026-01-04T00:00:00Z', // new
  };

  it('keeps the pages of articles whose updatedAt is the same and whose file is there', () => {
    const kept = unchangedArticles(previous, previous.key, current, () => true);
    expect([...kept]).toEqual(['1']);
  });

  it('renders a page again when its file went missing', () => {
    expect(unchangedArticles(previous, previous.key, current, () => false).size).toBe(0);
  });

  it('renders everything for a new build or new site settings', () => {
    expect(manifestKey('<html>shell 2</html>', { title: 'Blog' })).not.toBe(previous.key);
    expect(manifestKey('<html>shell</html>', { title: 'Blog 2' })).not.toBe(previous.key);
    const key = manifestKey('<html>shell 2</html>', { title: 'Blog' });
    expect(unchangedArticles(previous, key, current, () => true).size).toBe(0);
    expect(unchangedArticles(null, previous.key, current, () => true).size).toBe(0);
  });
});
