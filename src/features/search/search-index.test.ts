import { buildSearchIndex, type SearchDocument } from './search-index-build';
import { loadSearchIndex, searchIndex } from './search-index';
import { withinEdits } from './edit-distance';

const doc = (id: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  title: `Article ${id}`,
  summary: '',
  headings: [],
  text: '',
  category: 'Notes',
  tags: [],
  categoryId: null,
  labelIds: [],
  ...fields,
});

const ARTICLES = [
  doc('1', {
    title: 'Caching with a service worker',
    text: 'Stale while revalidate keeps pages fresh.',
  }),
  doc('2', { title: '前端性能优化', text: '首屏渲染与懒加载。', tags: ['性能'] }),
  doc('3', { title: 'Rust ownership', text: 'Borrowing rules explained; the worker pool.' }),
  doc('4', { title: 'Notes', headings: ['Webpack chunks'], text: 'Splitting the bundle.' }),
];

function search(query: string, documents = ARTICLES) {
  const file = JSON.parse(JSON.stringify(buildSearchIndex(documents)));
  return searchIndex(loadSearchIndex(file)!, query, 10).map((hit) => hit.id);
}

describe('the search index', () => {
  it('finds every word of the body, title and headings', () => {
    expect(search('revalidate')).toEqual(['1']);
    expect(search('ownership')).toEqual(['3']);
    expect(search('webpack')).toEqual(['4']);
  });

  it('requires every word of the query', () => {
    expect(search('worker')).toEqual(['1', '3']);
    expect(search('worker rust')).toEqual(['3']);
    expect(search('worker nothing')).toEqual([]);
  });

  it('ranks a title match above a body match', () => {
    // "worker" is in 1's title and 3's body.
    expect(search('worker')[0]).toBe('1');
  });

  it('matches the start of a word as it is typed', () => {
    expect(search('reval')).toEqual(['1']);
    expect(search('own')).toEqual(['3']);
  });

  it('forgives a typo in a longer Latin word, not in a short one', () => {
    expect(search('ownersip')).toEqual(['3']);
    expect(search('ownreship')).toEqual(['3']); // a swap is two edits: allowed from eight letters
    expect(search('rsut')).toEqual([]); // not in four
    expect(search('revalidaet')).toEqual(['1']);
    expect(search('rvst')).toEqual(['3']); // one typo from four letters
    expect(search('rvs')).toEqual([]); // none in three
  });

  it('finds Chinese by any two characters of a word, and by one', () => {
    expect(search('前端')).toEqual(['2']);
    expect(search('性能')).toEqual(['2']);
    expect(search('懒加载')).toEqual(['2']);
    expect(search('首')).toEqual(['2']);
    expect(search('后端')).toEqual([]);
  });

  it('answers the id, title and a short summary of each article', () => {
    const long = 'word '.repeat(100);
    const file = buildSearchIndex([doc('7', { summary: long, text: 'needle' })]);
    const [hit] = searchIndex(loadSearchIndex(file)!, 'needle', 5);
    expect(hit.id).toBe('7');
    expect(hit.title).toBe('Article 7');
    expect(hit.summary.length).toBeLessThan(150);
    expect(hit.summary.endsWith('…')).toBe(true);
  });

  it('keeps the newest first among equal matches and stops at the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => doc(String(100 - i), { text: 'same words' }));
    const file = buildSearchIndex(many);
    const hits = searchIndex(loadSearchIndex(file)!, 'same', 5).map((hit) => hit.id);
    expect(hits).toEqual(['100', '99', '98', '97', '96']);
  });

  it('refuses a file of another version or shape', () => {
    expect(loadSearchIndex(null)).toBeNull();
    expect(loadSearchIndex({ version: 99, docs: [], terms: '', postings: '' })).toBeNull();
    expect(loadSearchIndex({ version: 1, docs: [], terms: 'a\nb', postings: '1' })).toBeNull();
  });

  it('answers nothing for an empty query or an empty index', () => {
    expect(search('  ')).toEqual([]);
    expect(search('anything', [])).toEqual([]);
  });
});

describe('withinEdits', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true);
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false);
    expect(withinEdits('abc', 'abc', 0)).toBe(true);
    expect(withinEdits('abc', 'abcdef', 2)).toBe(false);
  });
});
