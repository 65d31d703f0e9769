/**
 * @jest-environment node
 */
/**
 * A store let go of (releaseStore) keeps nothing alive: RTK Query's timers that drop each unused
 * cache entry after keepUnusedDataFor held every prerendered page's store, and its data, for a
 * minute, until a render worker ran out of memory at 10,000 articles.
 */
import { articlesApi } from '@/features/reading/articles-api';
import { makeStore, releaseStore } from './store';

const ranked = [{ id: '1', title: 'One', views: 3 }];

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 0, msg: 'ok', data: ranked }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A store with one answered, unused entry (as a prerendered page's store is). */
async function answeredStore() {
  const store = makeStore();
  const answer = await store.dispatch(
    articlesApi.endpoints.getRank.initiate(undefined, { subscribe: false }),
  );
  expect(answer.isSuccess).toBe(true);
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  return store;
}

it('without it, the unused entry is held for keepUnusedDataFor, a timer a minute away', async () => {
  await answeredStore();
  jest.advanceTimersByTime(1000);
  expect(jest.getTimerCount()).toBe(1);
  jest.advanceTimersByTime(60_000);
  expect(jest.getTimerCount()).toBe(0);
});

it('drops its cache and the timers that would hold it', async () => {
  const store = await answeredStore();
  releaseStore(store);
  expect(store.getState().api.queries).toEqual({});
  // What is left is the middleware's own batching, a few milliseconds away.
  jest.advanceTimersByTime(1000);
  expect(jest.getTimerCount()).toBe(0);
});
