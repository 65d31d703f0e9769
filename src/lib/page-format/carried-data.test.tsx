import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiSlice, hydratePage } from '@/api/api-slice';
import { makeStore } from '@/app/store';
import { PUBLIC_PAGE_SIZE } from '@/config/constants';
import { articlesApi } from '@/features/reading/articles-api';
import { HomePage } from '@/pages/public/home-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_API_BASE } from '../../../test/test-config';
import { prerenderedLocation, readPrerenderedData, toPrerenderedData } from './carried-data';
import { serializeForScript } from './script-json';

/** What the prerender embeds for home: the first page of articles, through the JSON script. */
async function carriedHomeData() {
  const store = makeStore();
  await store.dispatch(
    articlesApi.endpoints.getArticles.initiate({ page: 1, pageSize: PUBLIC_PAGE_SIZE }),
  );
  const text = serializeForScript(toPrerenderedData('/', store.getState().api));
  return JSON.parse(text) as ReturnType<typeof toPrerenderedData>;
}

describe('prerendered data', () => {
  it('a store made from it shows the page without asking the API, and a refresh by tag asks again', async () => {
    const data = await carriedHomeData();
    const titles = Object.values(data.queries).flatMap(
      (entry) => (entry?.data as { list?: { title: string }[] }).list ?? [],
    );
    expect(titles.length).toBeGreaterThan(0);

    let calls = 0;
    server.use(
      http.get(`${TEST_API_BASE}/api/article`, () => {
        calls += 1;
        return HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: { list: [], total: 0, page: 1, pageSize: PUBLIC_PAGE_SIZE },
        });
      }),
    );
    // RTK Query's own rehydration (extractRehydrationInfo), as the take-over dispatches it.
    const store = makeStore();
    store.dispatch(hydratePage(data));
    renderWithProviders(<HomePage />, { store });
    expect(screen.getByRole('heading', { name: titles[0].title })).toBeInTheDocument();
    expect(calls).toBe(0);

    // The refresh after taking over (take-over.ts) reaches the carried entries by their tags.
    store.dispatch(apiSlice.util.invalidateTags(['Article']));
    await waitFor(() => expect(calls).toBe(1));
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
  });

  it('carries only settled answers', async () => {
    const store = makeStore();
    server.use(http.get(`${TEST_API_BASE}/api/article/rank`, () => HttpResponse.error()));
    await store.dispatch(articlesApi.endpoints.getRank.initiate());
    await store.dispatch(
      articlesApi.endpoints.getArticles.initiate({ page: 1, pageSize: PUBLIC_PAGE_SIZE }),
    );
    const keys = Object.keys(toPrerenderedData('/', store.getState().api).queries);
    expect(keys).toEqual([
      `getArticles(${JSON.stringify({ page: 1, pageSize: PUBLIC_PAGE_SIZE })})`,
    ]);
  });

  it("is read from its script, even when an article's heading has taken the same id", () => {
    const page = new DOMParser().parseFromString(
      `<div id="root"><h2 id="prerendered-data">Prerendered data</h2></div>` +
        `<script type="application/json" id="prerendered-data">${serializeForScript({ location: '/detail/3', queries: {}, provided: {} })}</script>`,
      'text/html',
    );
    expect(readPrerenderedData(page, '/detail/3')).toEqual({
      location: '/detail/3',
      queries: {},
      provided: {},
    });
    expect(readPrerenderedData(page, '/detail/4')).toBeNull();
    expect(prerenderedLocation(page)).toBe('/detail/3');
    const shell = new DOMParser().parseFromString('<div id="root"></div>', 'text/html');
    expect(prerenderedLocation(shell)).toBeNull();
  });
});
