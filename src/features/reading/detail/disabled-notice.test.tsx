/**
 * The owner reading a disabled article on the public side (the detail call answers it to them
 * only) is told that readers cannot see it, with a link to its editor; an enabled article, or a
 * disabled one without a session, says nothing of the kind.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { TOKEN_STORAGE_KEY } from '@/config/constants';
import { DetailPage } from '@/pages/public/detail-page';
import { renderWithProviders } from '../../../../test/render-with-providers';

const ARTICLE = {
  id: 31,
  title: 'Half written',
  summary: '',
  cover: null,
  category: null,
  labels: [],
  views: 0,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-04-02T08:00:00.000Z',
  content: 'Not ready yet.',
  prev: null,
  next: null,
};

function answer(disabled: boolean) {
  server.use(
    http.get('*/api/article/detail/:id', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: { ...ARTICLE, disabled } }),
    ),
  );
}

const renderArticle = () =>
  renderWithProviders(<DetailPage />, { route: '/detail/31', path: '/detail/:id' });

beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('a disabled article on the public side', () => {
  it('tells the signed-in owner that readers cannot see it, and links to its editor', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    answer(true);
    renderArticle();
    const notice = await screen.findByRole('note', { name: 'Disabled article' });
    expect(notice).toHaveTextContent('This article is disabled: readers cannot see it.');
    expect(screen.getByRole('link', { name: 'Edit it in the console' })).toHaveAttribute(
      'href',
      '/manager/article/edit/31',
    );
    // At the top of the article, before its title.
    const title = screen.getByRole('heading', { level: 1, name: 'Half written' });
    expect(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the kind for an enabled article', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
    answer(false);
    renderArticle();
    await screen.findByText('Not ready yet.');
    expect(screen.queryByRole('note', { name: 'Disabled article' })).toBeNull();
  });

  it('says nothing to someone without a session, whatever the backend answers', async () => {
    answer(true);
    renderArticle();
    await screen.findByText('Not ready yet.');
    expect(screen.queryByRole('note', { name: 'Disabled article' })).toBeNull();
  });
});
