/**
 * What to read next at an article's end: ranked by what it shares (tags and category) then by
 * views, never itself or a disabled article; from one quiet list call in the app, with its
 * loading, empty and error states (a failure never toasts, and a retry brings the list).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DetailPage } from '@/pages/public/detail-page';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { articleSummary as summary } from '../../../../test/article-fixtures';
import { speakInTest } from '../../../../test/locale';
import { rankRelated, relatedArgs, relatedRanker } from './related';

const frontend = { id: '7', name: 'Frontend' };
const react = { id: '3', name: 'React' };
const css = { id: '4', name: 'CSS' };

const ARTICLE = {
  ...summary(1, { title: 'Reading next', category: frontend, labels: [react, css] }),
  content: 'Body.',
  prev: null,
  next: null,
};

describe('ranking related articles', () => {
  const args = relatedArgs(ARTICLE);

  it('puts the most shared first, then the most read, and never itself or a disabled one', () => {
    const ranked = rankRelated(args, [
      ARTICLE,
      summary(2, { category: frontend, views: 900 }),
      summary(3, { category: frontend, labels: [react], views: 10 }),
      summary(4, { labels: [react, css], category: frontend, views: 1 }),
      summary(5, { labels: [css], views: 50 }),
      summary(6, { category: frontend, labels: [react, css], disabled: true, views: 5000 }),
      summary(7, { views: 10000 }),
    ]);
    expect(ranked.map((article) => article.id)).toEqual(['4', '3', '2', '5']);
  });

  it('keeps at most five', () => {
    const many = Array.from({ length: 9 }, (_, i) => summary(i + 2, { category: frontend }));
    expect(rankRelated(args, many)).toHaveLength(5);
  });

  it('ranks many articles among the same candidates as rankRelated ranks each (the prerender)', () => {
    // A fixed pseudo-random blog: few categories and tags, so ties in score and views abound.
    let seed = 42;
    const next = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
    const taxonomy = (kind: string, id: number) => ({ id: String(id), name: `${kind} ${id}` });
    const blog = Array.from({ length: 400 }, (_, i) =>
      summary(i + 1, {
        // Ids that sort differently as text and as numbers, some with a leading zero.
        id: next(10) === 0 ? `0${i + 1}` : String(i + 1),
        category: next(5) === 0 ? null : taxonomy('category', next(4)),
        labels: Array.from({ length: next(4) }, () => taxonomy('tag', next(6))),
        views: next(3) * 10,
        disabled: next(15) === 0,
      }),
    );
    const ranked = relatedRanker(blog);
    for (const article of blog) {
      const articleArgs = relatedArgs(article);
      expect(ranked(articleArgs)).toEqual(rankRelated(articleArgs, blog));
    }
    expect(blog.filter((a) => ranked(relatedArgs(a)).length === 5).length).toBeGreaterThan(300);
  });
});

function answer(list: unknown[] | null) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/article/detail/:id', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE }),
    ),
    http.get('*/api/article', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return list === null
        ? HttpResponse.error()
        : HttpResponse.json({
            code: 0,
            msg: 'ok',
            data: { list, total: list.length, page: 1, pageSize: 20 },
          });
    }),
  );
  return calls;
}

const renderArticle = () =>
  renderWithProviders(<DetailPage />, { route: '/detail/1', path: '/detail/:id' });

beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('read next, at the article’s end', () => {
  it('lists the related articles from the category’s list, each linking to its page', async () => {
    const calls = answer([
      summary(2, { category: frontend, labels: [react], views: 5, title: 'Hooks in depth' }),
      summary(5, { category: frontend, views: 50, title: 'Grid layouts' }),
      ARTICLE,
    ]);
    renderArticle();
    const section = await screen.findByRole('region', { name: 'Read next' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Hooks in depth', 'Grid layouts']);
    expect(links[0]).toHaveAttribute('href', '/detail/2');
    expect(section).toHaveTextContent('Frontend');
    expect(calls).toHaveLength(1);
    expect(calls[0].get('categoryId')).toBe('7');
  });

  it('shows nothing when nothing is related', async () => {
    const calls = answer([ARTICLE, summary(9, { title: 'Elsewhere' })]);
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'Reading next' });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Read next' })).toBeNull());
  });

  it('says so in place when the list fails, without a toast, and a retry brings it', async () => {
    answer(null);
    renderArticle();
    const section = await screen.findByRole('region', { name: 'Read next' });
    await within(section).findByText('Related articles did not load.', { exact: false });
    expect(screen.queryByRole('alert')).toBeNull();
    answer([summary(2, { category: frontend, title: 'Hooks in depth' })]);
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByRole('link', { name: 'Hooks in depth' }),
    ).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    speakInTest('zh-CN');
    answer([summary(2, { category: frontend, title: '前端性能' })]);
    renderArticle();
    const section = await screen.findByRole('region', { name: '接着读' });
    expect(await within(section).findByRole('link', { name: '前端性能' })).toBeInTheDocument();
  });
});
