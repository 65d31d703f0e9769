/** The one RTK Query API: features add their endpoints with `injectEndpoints`. */
import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { baseQuery } from './base-query';
import { appError, type ApiError } from './errors';

/** What an answer without the shape its query needs (`data: null`, missing fields) rejects with. */
export const shapeError = (): ApiError => appError({ kind: 'parse', code: null }, 'api.unreadable');

export const tagTypes = [
  'Article',
  'Category',
  'Label',
  'File',
  'Analysis',
  'Profile',
  'Rank',
] as const;

/** The API slice's state, as the store holds it under `api`. */
export type ApiState = CombinedState<EndpointDefinitions, (typeof tagTypes)[number], 'api'>;

/** What a rehydration brings besides queries and tags: nothing (RTK Query reads only those two). */
const NOTHING_ELSE: Omit<ApiState, 'queries' | 'provided'> = {
  mutations: {},
  subscriptions: {},
  config: {} as ApiState['config'],
};

/**
 * The API cache a prerendered page was rendered from (src/lib/page-format/carried-data.ts): its
 * settled answers and which tags they provide, so a refresh by tag after the take-over reaches them.
 */
export interface ApiCacheSnapshot {
  queries: ApiState['queries'];
  provided: ApiState['provided'];
}

/**
 * Takes a prerendered page's cache into the store, before the app hydrates the page: RTK Query's
 * documented rehydration (extractRehydrationInfo below), which adds the settled entries and their
 * tags, and lets go of any the page no longer subscribes to.
 */
export const hydratePage = createAction<ApiCacheSnapshot>('page/hydrate');

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // The snapshot's queries and tags are all RTK Query reads from what this returns.
  extractRehydrationInfo: (action): ApiState | undefined =>
    hydratePage.match(action)
      ? { ...NOTHING_ELSE, queries: action.payload.queries, provided: action.payload.provided }
      : undefined,
  // A failed shape check (`rawResponseSchema`, see wire in adapters.ts) is an error like any other.
  catchSchemaFailure: () => shapeError(),
  endpoints: () => ({}),
});
