import type { ArticleSummary, Page } from '@/api/types';
import { readArticlePages } from './route-data';

const summary = (id: number) => ({ id: String(id), title: `Article ${id}` }) as ArticleSummary;

/** A backend of `count` articles; `ignorePage` answers page 1 whatever is asked. */
function backend(count: number, { ignorePage = false, total = count, size = 100 } = {}) {
  const calls: number[] = [];
  const fetchPage = async (page: number, asked: number): Promise<Page<ArticleSummary>> => {
    calls.push(page);
    const pageSize = Math.min(asked, size);
    const from = ((ignorePage ? 1 : page) - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, count - from)) }, (_, index) =>
      summary(from + index + 1),
    );
    return { list, total, page, pageSize };
  };
  return { calls, fetchPage };
}

describe('readArticlePages', () => {
  it('reads every page up to total, and no page past it', async () => {
    const api = backend(250);
    const { articles, problem } = await readArticlePages(api.fetchPage);
    expect(articles).toHaveLength(250);
    expect(api.calls).toEqual([1, 2, 3]);
    expect(problem).toBeNull();
  });

  it('stops at a repeated page of a backend that ignores `page` and says `total: 1e9`', async () => {
    const api = backend(10, { ignorePage: true, total: 1e9 });
    const { articles, problem } = await readArticlePages(api.fetchPage);
    expect(api.calls).toEqual([1, 2]);
    expect(articles.map((a) => a.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(problem).toMatch(/page 2 of the list repeated earlier pages .* total 1000000000/);
  });

  it('keeps each article once when `page` is ignored with a small total', async () => {
    const api = backend(10, { ignorePage: true, total: 34, size: 10 });
    const { articles, problem } = await readArticlePages(api.fetchPage);
    expect(api.calls).toEqual([1, 2]);
    expect(articles.map((a) => a.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(problem).toMatch(/repeated earlier pages .* total 34/);
  });

  it('reads a backend whose pages are smaller than asked to its end', async () => {
    const api = backend(34, { size: 10 });
    const { articles, problem } = await readArticlePages(api.fetchPage);
    expect(api.calls).toEqual([1, 2, 3, 4]);
    expect(articles).toHaveLength(34);
    expect(problem).toBeNull();
  });

  it('keeps an article the list names twice once, and says so', async () => {
    const twice = async (page: number, pageSize: number) => ({
      list: [summary(1), summary(2), summary(1)],
      total: 3,
      page,
      pageSize,
    });
    const { articles, problem, note } = await readArticlePages(twice);
    expect(articles.map((a) => a.id)).toEqual(['1', '2']);
    expect(problem).toBeNull();
    expect(note).toMatch(/named 1 articles twice/);
  });

  it('stops at the cap of pages and says so', async () => {
    // A backend that makes up new articles on every page, for ever.
    let next = 0;
    const endless = async (page: number, pageSize: number) => ({
      list: Array.from({ length: pageSize }, () => summary((next += 1))),
      total: 1e9,
      page,
      pageSize,
    });
    const { articles, problem } = await readArticlePages(endless, 5);
    expect(articles).toHaveLength(500);
    expect(problem).toMatch(/cap of 5 pages/);
  });
});
