/**
 * An article opened from another page takes its body from its prerendered page: the Markdown
 * renderer is not loaded. Its own file: whether the renderer is loaded is per module registry.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { isRendererLoaded } from '@/components/markdown/markdown-headings';
import { DetailPage } from '@/pages/public/detail-page';
import { SidebarToc } from './sidebar-toc';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { prerenderedArticlePage } from '../../../../test/static-host';

const ARTICLE = {
  id: 7,
  title: 'Reading the source',
  summary: '',
  cover: null,
  category: null,
  labels: [],
  views: 1,
  disabled: false,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  content: 'Start at the entry point.\n\n## Find the core\n\nSome text.\n\n## Follow the data',
  prev: null,
  next: null,
};

// Bodies are kept for the module's life, by page and by Markdown: each test has its own article.
const contentOf = (id: number) => `${ARTICLE.content}\n\nArticle ${id}.`;
const renderArticle = (id: number) =>
  renderWithProviders(
    <>
      <DetailPage />
      <aside aria-label="Sidebar">
        <SidebarToc />
      </aside>
    </>,
    { route: `/detail/${id}`, path: '/detail/:id' },
  );

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/article/detail/:id', ({ params }) =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: { ...ARTICLE, id: Number(params.id), content: contentOf(Number(params.id)) },
      }),
    ),
  );
});

afterEach(() => jest.restoreAllMocks());

describe('an article opened from another page', () => {
  it('shows the body its prerendered page carries, without loading the renderer', async () => {
    server.use(
      http.get('/detail/7', () =>
        HttpResponse.html(
          prerenderedArticlePage(
            '/detail/7',
            contentOf(7),
            '<p>Painted at deploy time.</p><h2 id="find-the-core">Find the core</h2><p>Some text.</p><h2 id="follow-the-data">Follow the data</h2>',
          ),
        ),
      ),
    );
    renderArticle(7);
    expect(await screen.findByText('Painted at deploy time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Find the core' })).toBeInTheDocument();
    // The sidebar's contents have the page's headings too.
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByRole('link', { name: 'Follow the data' })).toHaveAttribute(
      'href',
      '#follow-the-data',
    );
    expect(isRendererLoaded()).toBe(false);
  });

  it('renders it with the renderer when its page carries other Markdown', async () => {
    server.use(
      http.get('/detail/8', () =>
        HttpResponse.html(
          prerenderedArticlePage('/detail/8', 'Older text.', '<p>Painted at deploy time.</p>'),
        ),
      ),
    );
    renderArticle(8);
    expect(
      await screen.findByText('Start at the entry point.', undefined, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Painted at deploy time.')).toBeNull();
    expect(isRendererLoaded()).toBe(true);
  });
});
