import { buildIndex, loadIndex, searchIndex, type IndexedArticle } from './search-engine';

const article = (id: string, fields: Partial<IndexedArticle>): IndexedArticle => ({
  id,
  title: '',
  summary: '',
  headings: '',
  body: '',
  category: '',
  tags: '',
  ...fields,
});

// Built to JSON and loaded back, as the prerender writes it and the browser reads it.
const index = loadIndex(
  buildIndex([
    article('1', { title: 'Caching at the edge', body: 'A CDN keeps hashed files forever.' }),
    article('2', { title: '前端性能优化', body: '减少首屏脚本的体积。' }),
    article('3', {
      title: 'Release notes',
      tags: 'typescript react',
      body: 'Nothing about caches.',
    }),
    article('4', { title: '后端日志', headings: '数据库索引', body: '慢查询分析。' }),
  ]),
);
const ids = (query: string) => searchIndex(index, query).map((hit) => hit.id);

describe('search engine', () => {
  it('finds an English word in the body, and by its prefix as the reader types', () => {
    expect(ids('hashed')).toEqual(['1']);
    expect(ids('hash')).toEqual(['1']);
  });

  it('finds a Chinese substring of a longer word', () => {
    expect(ids('前端')).toEqual(['2']);
    expect(ids('性能')).toEqual(['2']);
    expect(ids('索引')).toEqual(['4']);
  });

  it('finds a word with a typo', () => {
    expect(ids('typscript')).toEqual(['3']);
  });

  it('requires every term of the query', () => {
    expect(ids('caching edge')).toEqual(['1']);
    expect(ids('caching 前端')).toEqual([]);
  });

  it('carries the title and summary for the result list', () => {
    expect(searchIndex(index, 'edge')[0]).toMatchObject({ id: '1', title: 'Caching at the edge' });
  });
});
