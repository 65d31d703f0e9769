/** The article page: instant title from navigation state, full render, contents, failures. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installDialogStandIn } from '../../../test/jsdom-dialog';
import { DetailPage } from './detail-page';
// Loaded up front so the lazy renderer chunk resolves at once instead of compiling mid-test.
import '@/components/markdown/markdown-view';

// The phone's contents drawer is a modal <dialog>.
installDialogStandIn();

const ARTICLE = {
  id: 7,
  title: 'Reading the source',
  summary: 'How to read a large code base.',
  cover: null,
  category: { id: 3, name: 'Engineering' },
  labels: [
    { id: 11, name: 'Habits' },
    { id: 12, name: 'Tools' },
  ],
  views: 1234,
  disabled: false,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  content: [
    'Start at the entry point.',
    '',
    '## Find the core',
    '',
    'Some text.',
    '',
    '```ts',
    'const answer = 42;',
    '```',
    '',
    '## Follow the data',
    '',
    '### Writes',
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
  ].join('\n'),
  prev: { id: 6, title: 'An older story' },
  next: { id: 8, title: 'A newer story' },
};

/** The public lists: Engineering, Habits and Tools are enabled; nothing else is. */
const enabledTaxonomies = () =>
  server.use(
    http.get('*/api/category', () =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: [{ id: 3, name: 'Engineering', articleCount: 1 }],
      }),
    ),
    http.get('*/api/label', () =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: [
          { id: 11, name: 'Habits', articleCount: 1 },
          { id: 12, name: 'Tools', articleCount: 1 },
        ],
      }),
    ),
  );

const detail = (resolver: Parameters<typeof http.get>[1]) =>
  server.use(http.get('*/api/article/detail/:id', resolver));

function renderDetail(state?: unknown) {
  // In <main>, where the layout puts every page (the contents look for the article there).
  return renderWithProviders(
    <main>
      <DetailPage />
    </main>,
    {
      route: '/detail/7',
      path: '/detail/:id',
      state,
      routes: [
        { path: '/list', element: <p>List page</p> },
        { path: '/', element: <p>Home page</p> },
      ],
    },
  );
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('DetailPage', () => {
  it('shows the title passed in navigation state before the article arrives, and starts at the top', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    detail(async () => {
      await gate;
      return HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE });
    });
    renderDetail({ title: 'Reading the source' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reading the source' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(window.scrollTo).toHaveBeenCalled();
    release();
    // The first render also compiles the renderer under jest: allow it a few seconds.
    expect(
      await screen.findByText('Start at the entry point.', undefined, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  });

  it('renders the whole article: facts, links, Markdown, previous and next', async () => {
    enabledTaxonomies();
    detail(() => HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE }));
    const { router, user } = renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading the source' }),
    ).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('link', { name: 'Engineering' })).toHaveAttribute(
      'href',
      '/list?categoryId=3',
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Tag: Habits' })).toHaveAttribute(
      'href',
      '/list?labelId=11',
    );
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    expect(screen.getByText('1 min read')).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Find the core' })).toHaveAttribute(
      'id',
      'find-the-core',
    );
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Reading the source/));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to read a large code base.',
    );

    const pager = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(pager).getByRole('link', { name: /An older story/ })).toHaveAttribute(
      'href',
      '/detail/6',
    );
    await user.click(within(pager).getByRole('link', { name: /A newer story/ }));
    expect(router.state.location.pathname).toBe('/detail/8');
    expect(router.state.location.state).toEqual({ id: '8', title: 'A newer story' });
  });

  it('builds a table of contents from the headings', async () => {
    detail(() => HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE }));
    const { user } = renderDetail();
    // jsdom has no media queries, so the page takes its phone form: contents in a drawer.
    await user.click(await screen.findByRole('button', { name: 'Contents' }));
    const drawer = await screen.findByRole('dialog', { name: 'On this page' });
    const toc = within(drawer).getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Find the core', '#find-the-core'],
      ['Follow the data', '#follow-the-data'],
      ['Writes', '#writes'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'location');
    await user.click(links[1]);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Follow the data' })).toHaveFocus(),
    );
  });

  it.each([
    ['code 404', () => HttpResponse.json({ code: 404, msg: 'Article not found.', data: null })],
    [
      'HTTP 404',
      () =>
        HttpResponse.json({ code: 404, msg: 'Article not found.', data: null }, { status: 404 }),
    ],
  ])(
    'shows the same not-found page as an unknown route when the backend answers %s',
    async (_name, answer) => {
      detail(answer);
      const { user, router } = renderDetail({ title: 'Reading the source' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Page not found · Test Blog');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to home' }));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['another refusal (code 500)', { code: 500, msg: 'The database is resting.', data: null }],
    ['data: null', { code: 0, msg: 'ok', data: null }],
    ['an article without its content', { code: 0, msg: 'ok', data: { id: 7, title: 'T' } }],
    ['an empty object', { code: 0, msg: 'ok', data: {} }],
  ])('shows its error with Retry, never not-found or a skeleton, for %s', async (_name, body) => {
    let answer: unknown = body;
    detail(() => HttpResponse.json(answer as Record<string, unknown>));
    const { user } = renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this article');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
    answer = { code: 0, msg: 'ok', data: ARTICLE };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Start at the entry point.')).toBeInTheDocument();
  });

  it('shows a network failure inline and recovers on retry', async () => {
    let fail = true;
    detail(async () => {
      if (fail) return HttpResponse.error();
      await delay(10);
      return HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE });
    });
    const { user } = renderDetail({ title: 'Reading the source' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this article');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reading the source' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Start at the entry point.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
