/** The reading side in Simplified Chinese: plurals, dates in Chinese order, the page titles. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { articlesHandler, envelope, wireArticle } from '../../../test/article-fixtures';
import { speakInTest } from '../../../test/locale';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SiteSidebar } from '@/features/sidebar/site-sidebar';
import { DetailPage } from './detail-page';
import { HomePage } from './home-page';
import { ListPage } from './list-page';
import { NotFoundPage } from './not-found-page';
import { TimelinePage } from './timeline-page';
import '@/components/markdown/markdown-view';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  speakInTest('zh-CN');
});

afterEach(() => jest.restoreAllMocks());

describe('the reading side in zh-CN', () => {
  it('home: cards with Chinese dates, reading time and view counts', async () => {
    const { handler } = articlesHandler(2, () => [
      wireArticle(1, { views: 1, wordCount: 900, createdAt: '2026-11-05T10:00:00Z' }),
      wireArticle(2, { views: 1234, wordCount: 100 }),
    ]);
    server.use(handler);
    renderWithProviders(<HomePage />, { route: '/', path: '/' });
    const card = (await screen.findByRole('link', { name: 'Article 1' })).closest('article')!;
    expect(within(card).getByText('2026年11月5日')).toBeInTheDocument();
    expect(within(card).getByText('阅读约 4 分钟')).toBeInTheDocument();
    expect(within(card).getByText('1 次阅读')).toBeInTheDocument();
    expect(screen.getByText('1,234 次阅读')).toBeInTheDocument();
    expect(screen.getByText('阅读约 1 分钟')).toBeInTheDocument();
  });

  it('home: the empty list says so in Chinese', async () => {
    const { handler } = articlesHandler(0);
    server.use(handler);
    renderWithProviders(<HomePage />, { route: '/', path: '/' });
    expect(await screen.findByText('还没有文章。')).toBeInTheDocument();
    expect(screen.getByText('敬请期待。')).toBeInTheDocument();
  });

  it('archive: year and month headings as a Chinese reader writes them, with counts', async () => {
    server.use(
      http.get('*/api/article/timeline', () =>
        envelope([
          { id: 3, title: 'Newest', createdAt: '2026-11-10T09:00:00Z' },
          { id: 2, title: 'Middle', createdAt: '2026-11-03T09:00:00Z' },
          { id: 1, title: 'Oldest', createdAt: '2025-12-31T23:00:00Z' },
        ]),
      ),
    );
    renderWithProviders(<TimelinePage />, { route: '/timeLine', path: '/timeLine' });
    expect(screen.getByRole('heading', { level: 1, name: '归档' })).toBeInTheDocument();
    const years = await screen.findAllByRole('heading', { level: 2 });
    expect(years.map((heading) => heading.textContent)).toEqual(['2026 2 篇文章', '2025 1 篇文章']);
    const months = screen.getAllByRole('heading', { level: 3 });
    expect(months.map((heading) => heading.textContent)).toEqual([
      '2026年11月 2 篇文章',
      '2025年12月 1 篇文章',
    ]);
    expect(screen.getByText('3 篇文章')).toBeInTheDocument();
    expect(screen.getByText('11月10日')).toBeInTheDocument();
    expect(document.title).toBe('归档 · Test Blog');
  });

  it('article: facts, reading time, the pager and the code block in Chinese', async () => {
    server.use(
      http.get('*/api/article/detail/:id', () =>
        envelope({
          ...wireArticle(7, { views: 2, category: null }),
          updatedAt: '2026-04-02T08:00:00Z',
          content: `${'字'.repeat(1750)}\n\n\`\`\`ts\nconst a = 1;\n\`\`\``,
          prev: { id: 6, title: 'Older' },
          next: null,
        }),
      ),
    );
    renderWithProviders(
      <main>
        <DetailPage />
      </main>,
      { route: '/detail/7', path: '/detail/:id' },
    );
    // 1,750 CJK characters at 350 a minute.
    expect(await screen.findByText('阅读约 5 分钟')).toBeInTheDocument();
    expect(screen.getByText('2 次阅读')).toBeInTheDocument();
    expect(screen.getByText('2026年3月5日')).toBeInTheDocument();
    expect(screen.getByText('2026年4月2日').parentElement).toHaveTextContent('更新于 2026年4月2日');
    const pager = screen.getByRole('navigation', { name: '更多文章' });
    expect(within(pager).getByText('上一篇')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '复制代码' })).toHaveTextContent('复制');
  });

  it('sidebar: section headings, counts and links in Chinese', async () => {
    server.use(
      http.get('*/api/article/rank', () => envelope([{ id: 8, title: 'Most read', views: 1 }])),
      http.get('*/api/category', () => envelope([{ id: 2, name: 'Design', articleCount: 4 }])),
      http.get('*/api/label', () => envelope([])),
    );
    renderWithProviders(<SiteSidebar />);
    expect(screen.getByRole('region', { name: '关于作者' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Owner，首页' })).toHaveAttribute('href', '/');
    for (const name of ['最多阅读', '分类', '标签']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByText('1 次阅读')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Design 4 篇文章' })).toBeInTheDocument();
    expect(await screen.findByText('还没有标签。')).toBeInTheDocument();
  });

  it('list: the filters in the heading, the chips and the empty state', async () => {
    const { handler } = articlesHandler(0);
    server.use(
      handler,
      http.get('*/api/category', () => envelope([{ id: 2, name: 'Design', articleCount: 1 }])),
    );
    renderWithProviders(<ListPage />, { route: '/list?keyword=foo&categoryId=2', path: '/list' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '搜索：“foo”，分类为“Design”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分类：Design，移除筛选条件' })).toBeInTheDocument();
    expect(await screen.findByText('没有符合搜索“foo”和分类“Design”的文章。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '清除筛选条件' })).toHaveAttribute('href', '/list');
  });

  it('404: the not-found page and its title', async () => {
    const { user, router } = renderWithProviders(<NotFoundPage />, {
      route: '/no/such/page',
      routes: [{ path: '/', element: <p>Home</p> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('错误 404')).toBeInTheDocument();
    expect(document.title).toBe('页面不存在 · Test Blog');
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
