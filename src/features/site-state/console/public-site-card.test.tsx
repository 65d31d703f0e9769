import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { speakInTest } from '../../../../test/locale';
import { article, serveAllArticles, serveState, stateText } from '../../../../test/site-state-kit';
import { PublicSiteCard } from './public-site-card';

const renderCard = () => {
  const rendered = renderWithProviders(<PublicSiteCard />, { route: '/manager/home' });
  const card = screen.getByRole('region', { name: 'Public site' });
  const toasts = () => rendered.store.getState().toast.queue;
  return { ...rendered, card, toasts };
};

const SEEN = '2026-11-01T08:00:00Z';
const LATER = '2026-11-30T09:00:00Z';

describe('the Public site card', () => {
  beforeEach(() => writeToken(login({ username: 'admin', password: 'admin123' }).token));

  const neverPrerendered = async (card: HTMLElement) =>
    (await within(card).findByText('npm run prerender')).parentElement;

  it('says plainly that the pages were never prerendered (the build’s own site-state.json)', async () => {
    server.use(http.get('/site-state.json', () => HttpResponse.json({ format: 1, builtAt: null })));
    const { card } = renderCard();
    expect(await neverPrerendered(card)).toHaveTextContent(
      /^The public pages of this site have not been prerendered \(the development server never prerenders\), .+ \(see docs\/prerendering\.md\)\.$/,
    );
    expect(within(card).getByText('npm run prerender').tagName).toBe('CODE');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the app shell (a host’s fallback, the dev server)',
      () => HttpResponse.html('<!doctype html>'),
    ],
    ['a 404', () => new HttpResponse('Not found', { status: 404 })],
  ])('takes %s for no state file too', async (_name, answer) => {
    server.use(http.get('/site-state.json', answer));
    const { card } = renderCard();
    expect(await neverPrerendered(card)).toHaveTextContent(
      /^The public pages of this site have not/,
    );
  });

  it('says in place, never in a toast, that the state cannot be read, and tries again', async () => {
    let text = '{"format": 1, "builtAt": "yesterday"';
    serveState(() => text);
    serveAllArticles([article(1, { updatedAt: SEEN })]);
    const { card, user, toasts } = renderCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not read the site’s state');
    expect(alert).toHaveTextContent('The server sent an answer the app cannot read.');
    text = JSON.stringify({ format: 2 });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    // Another format is not one this release reads: the same, said again.
    expect(await within(card).findByRole('alert')).toHaveTextContent('cannot read');
    text = stateText([{ id: 1, updatedAt: SEEN }]);
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('The public pages have every change.')).toBeVisible();
    expect(toasts()).toEqual([]);
  });

  it('says so in place when the site cannot be reached', async () => {
    server.use(http.get('/site-state.json', () => HttpResponse.error()));
    const { card, toasts } = renderCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The server could not be reached.',
    );
    expect(toasts()).toEqual([]);
  });

  it('says when and from where the pages were built, and that they have every change', async () => {
    serveState(() => stateText([{ id: 1, updatedAt: SEEN }]));
    serveAllArticles([article(1, { updatedAt: SEEN }), article(2, { disabled: true })]);
    const { card } = renderCard();
    expect(await within(card).findByText('The public pages have every change.')).toBeVisible();
    const exact = card.querySelector('time')!;
    expect(exact).toHaveAttribute('dateTime', '2026-11-30T10:00:00.000Z');
    expect(exact.parentElement).toHaveTextContent(/^Last built \S.* \(Nov 30, 2026, .+\)$/);
    expect(within(card).getByText('From http://api.test, release 1.0.7.')).toBeInTheDocument();
  });

  it('says a build of a moment ago was built just now, in both languages', async () => {
    serveState(() => stateText([], { builtAt: new Date() }));
    serveAllArticles([]);
    const { card, unmount } = renderCard();
    const exact = await within(card).findByText(/^\(.+\)$/);
    expect(exact.parentElement).toHaveTextContent(/^Last built just now \(.+\)$/);
    unmount();
    speakInTest('zh-CN');
    renderWithProviders(<PublicSiteCard />, { route: '/manager/home' });
    const zh = await screen.findByText(/^（.+）$/);
    expect(zh.parentElement).toHaveTextContent(/^刚刚构建（.+）$/);
  });

  it('names every article published, edited, disabled or deleted since, with a link to edit it', async () => {
    serveState(() =>
      stateText([
        { id: 1, updatedAt: SEEN },
        { id: 2, updatedAt: SEEN },
        { id: 3, updatedAt: SEEN },
        { id: 4, updatedAt: SEEN, title: 'Gone since' },
      ]),
    );
    // More than a page of the contract's largest: every page is read.
    const unchanged = Array.from({ length: 120 }, (_, index) =>
      article(100 + index, { updatedAt: SEEN, disabled: true }),
    );
    const asked = serveAllArticles([
      article(1, { updatedAt: SEEN }),
      article(2, { updatedAt: LATER, title: 'Edited one' }),
      article(3, { updatedAt: SEEN, disabled: true, title: 'Disabled one' }),
      ...unchanged,
      ...Array.from({ length: 12 }, (_, index) =>
        article(500 + index, { updatedAt: LATER, title: `New ${index + 1}` }),
      ),
    ]);
    const { card } = renderCard();
    const published = await within(card).findByRole('region', {
      name: '12 articles published since',
    });
    expect(asked.count).toBe(2);
    const links = within(published).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('New 1');
    expect(links[0]).toHaveAttribute('href', '/manager/article/edit/500');
    expect(published).toHaveTextContent('and 2 more');
    const edited = within(card).getByRole('region', { name: '1 article edited since' });
    expect(within(edited).getByRole('link', { name: 'Edited one' })).toHaveAttribute(
      'href',
      '/manager/article/edit/2',
    );
    const disabled = within(card).getByRole('region', { name: '1 article disabled since' });
    expect(within(disabled).getByRole('link', { name: 'Disabled one' })).toBeInTheDocument();
    const deleted = within(card).getByRole('region', { name: '1 article deleted since' });
    expect(deleted).toHaveTextContent('Gone since');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByText('The public pages have every change.')).toBeNull();
  });

  it('compares nothing with pages built from another API', async () => {
    serveState(() => stateText([{ id: 1, updatedAt: SEEN }], { api: 'https://old.example' }));
    const asked = serveAllArticles([]);
    const { card } = renderCard();
    expect(
      await within(card).findByText(/built from another API than the one this console uses/),
    ).toHaveTextContent('(http://api.test)');
    expect(within(card).getByText('From https://old.example, release 1.0.7.')).toBeVisible();
    expect(asked.count).toBe(0);
  });

  it('says in place when the articles cannot be compared, and tries again', async () => {
    serveState(() => stateText([{ id: 1, updatedAt: SEEN }]));
    server.use(http.get('*/api/article/all', () => HttpResponse.error(), { once: true }));
    const { card, user, toasts } = renderCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Could not compare with the articles');
    serveAllArticles([article(1, { updatedAt: SEEN })]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('The public pages have every change.')).toBeVisible();
    expect(toasts()).toEqual([]);
  });

  it('speaks Chinese', async () => {
    speakInTest('zh-CN');
    serveState(() => stateText([{ id: 4, updatedAt: SEEN, title: '旧文' }]));
    serveAllArticles([article(5, { updatedAt: LATER, title: '新文' })]);
    renderWithProviders(<PublicSiteCard />, { route: '/manager/home' });
    const card = screen.getByRole('region', { name: '公开站点' });
    expect(
      await within(card).findByRole('region', { name: '此后发布了 1 篇文章' }),
    ).toHaveTextContent('新文');
    expect(within(card).getByRole('region', { name: '此后删除了 1 篇文章' })).toHaveTextContent(
      '旧文',
    );
    expect(card.querySelector('time')!.parentElement).toHaveTextContent(
      /^上次构建于\S+（2026年11月30日 .+）$/,
    );
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '构建设置' })).toBeVisible(),
    );
  });
});
