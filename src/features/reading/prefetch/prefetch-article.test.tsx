import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { toArticleSummary } from '@/api/adapters';
import { ArticleListPage } from '@/pages/console/article-list-page';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ArticleCard } from '../list/article-card';
import { wireArticle } from '../../../../test/article-fixtures';
import type { AppStore } from '@/app/store';
import { articlesApi } from '../articles-api';
import { resetPrefetching, setArticlePagePreload, startPrefetching } from './prefetch-article';

jest.setTimeout(60000);

/** jsdom has no IntersectionObserver: this one is driven by the test. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Every observed element comes near the viewport. */
  static showAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.observed].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

function DetailProbe() {
  return <p>{`Opened ${useLocation().pathname}`}</p>;
}

const article = (id: number) => toArticleSummary(wireArticle(id, { title: `Story ${id}` }));

let detailCalls: string[];
let pageCalls: string[];
let preloadPage: jest.Mock;
const connection = { saveData: false, effectiveType: '4g' };

beforeAll(() => {
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    value: FakeIntersectionObserver,
  });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
});

beforeEach(() => {
  resetPrefetching();
  connection.saveData = false;
  detailCalls = [];
  pageCalls = [];
  preloadPage = jest.fn(() => Promise.resolve());
  setArticlePagePreload(preloadPage);
  server.use(
    http.get('*/api/article/detail/:id', ({ params }) => {
      detailCalls.push(String(params.id));
      return HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: { ...wireArticle(Number(params.id)), content: `# Story ${String(params.id)}` },
      });
    }),
    // The article's prerendered page, asked for its body: none here (the renderer would render).
    http.get('*/detail/:id', ({ params }) => {
      pageCalls.push(String(params.id));
      return new HttpResponse('Not found', { status: 404 });
    }),
  );
});

/** Synchronous: a request starts with its pending entry in the store, in the same event. */
const asked = (store: AppStore, id: number) =>
  articlesApi.endpoints.getArticle.select(String(id))(store.getState()).status !== 'uninitialized';
const askedIds = (store: AppStore, ids: number[]) => ids.filter((id) => asked(store, id));

function renderCards(ids: number[]) {
  return renderWithProviders(
    <>
      {ids.map((id) => (
        <ArticleCard key={id} article={article(id)} />
      ))}
    </>,
    { path: '/', routes: [{ path: '/detail/:id', element: <DetailProbe /> }] },
  );
}

describe('article links prefetch what a click needs', () => {
  it('fetches a hovered link’s page chunk but asks the API nothing before the click, which asks once', async () => {
    startPrefetching();
    const { user, store } = renderCards([7]);
    const link = screen.getByRole('link', { name: 'Story 7' });
    await user.hover(link);
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    act(() => link.focus());
    // Each ask of the API counts a view: a hover is not a read.
    expect(asked(store, 7)).toBe(false);
    await user.click(link);
    expect(await screen.findByText('Opened /detail/7')).toBeInTheDocument();
    await waitFor(() => expect(detailCalls).toEqual(['7']));
    await waitFor(() => expect(pageCalls).toEqual(['7']));
  });

  it('waits until the page is the app’s before fetching for a hovered link', async () => {
    const { user } = renderCards([8]);
    await user.hover(screen.getByRole('link', { name: 'Story 8' }));
    expect(preloadPage).not.toHaveBeenCalled();
    act(() => startPrefetching());
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    expect(detailCalls).toEqual([]);
  });

  it('fetches the page chunk when links near the viewport, and no article', async () => {
    startPrefetching();
    const ids = [1, 2, 3, 4, 5, 6];
    const { store } = renderCards(ids);
    act(() => FakeIntersectionObserver.showAll());
    await waitFor(() => expect(preloadPage).toHaveBeenCalled());
    expect(askedIds(store, ids)).toEqual([]);
    expect(detailCalls).toEqual([]);
  });

  it('fetches nothing ahead when the connection asks to save data, but the click still asks at once', async () => {
    connection.saveData = true;
    startPrefetching();
    const { user, store } = renderCards([9]);
    act(() => FakeIntersectionObserver.showAll());
    const link = screen.getByRole('link', { name: 'Story 9' });
    await user.hover(link);
    act(() => link.focus());
    expect(asked(store, 9)).toBe(false);
    expect(preloadPage).not.toHaveBeenCalled();
    await user.click(link);
    await waitFor(() => expect(detailCalls).toEqual(['9']));
    expect(preloadPage).toHaveBeenCalled();
  });

  it('never prefetches from the console’s links', async () => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    startPrefetching();
    const { user, store } = renderWithProviders(<ArticleListPage />, {
      route: '/manager/article',
      path: '/manager/article',
    });
    const table = await screen.findByRole('table', { name: 'Articles' }, { timeout: 30000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 30000,
    });
    const links = within(table).getAllByRole('link');
    act(() => FakeIntersectionObserver.showAll());
    for (const link of links.slice(0, 6)) {
      await user.hover(link);
      act(() => link.focus());
    }
    const rowIds = links
      .map((link) => /\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1])
      .filter((id): id is string => Boolean(id))
      .map(Number);
    expect(rowIds.length).toBeGreaterThan(0);
    expect(askedIds(store, rowIds)).toEqual([]);
    expect(preloadPage).not.toHaveBeenCalled();
  });
});
