/**
 * The public route records (pages/public/routes.ts) hold each route's facts once: their chunk
 * names match the webpackChunkName written in their imports, and the data they load sits under the
 * cache keys the pages' hooks read, both being built by the argument functions of route-facts.ts,
 * which the pages call rather than write their arguments inline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeStore } from '@/app/store';
import { articlesApi } from '@/features/reading/articles-api';
import { articleArgs, homeArticlesArgs, timelineArgs } from '@/pages/public/route-facts';
import * as records from '@/pages/public/routes';

const pages = path.resolve(__dirname, '../pages/public');
const source = (file: string) => readFileSync(path.join(pages, file), 'utf8');

/** Starts a record's calls in a fresh store, without answering them. */
function started(calls: records.QueryCall[]) {
  const store = makeStore();
  for (const { initiate } of calls) store.dispatch(initiate() as never);
  return store.getState();
}

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
});
afterEach(() => jest.restoreAllMocks());

describe('public route records', () => {
  it('name each chunk as its import does, one record per chunk', () => {
    const named = [...source('routes.ts').matchAll(/webpackChunkName: "([^"]+)"/g)].map(
      (m) => m[1],
    );
    const { homeRoute, timelineRoute, listRoute, detailRoute, notFoundRoute } = records;
    const all = [homeRoute, timelineRoute, listRoute, detailRoute, notFoundRoute];
    expect(all.map((record) => record.chunk)).toEqual(named);
  });

  it('have the pages ask through the argument functions the records use', () => {
    expect(source('home-page.tsx')).toMatch(/useGetArticlesQuery\(\s*homeArticlesArgs\(page\)/);
    expect(source('timeline-page.tsx')).toMatch(/useGetTimelineQuery\(timelineArgs,/);
  });

  it("load home's first page under the key its hook reads on page 1", () => {
    const state = started(records.homeRoute.queries());
    const entry = articlesApi.endpoints.getArticles.select(homeArticlesArgs(1))(state);
    expect(entry.isUninitialized).toBe(false);
  });

  it('load the archive under the key its hook reads', () => {
    const state = started(records.timelineRoute.queries());
    expect(articlesApi.endpoints.getTimeline.select(timelineArgs)(state).isUninitialized).toBe(
      false,
    );
  });

  it('load an article under the key its hook reads', () => {
    const state = started(records.detailRoute.queries('59'));
    expect(articlesApi.endpoints.getArticle.select(articleArgs('59'))(state).isUninitialized).toBe(
      false,
    );
    expect(records.detailRoute.queries('59')[0].call).toBe('GET /api/article/detail/59');
  });
});
