/** The one RTK Query API: features add their endpoints with `injectEndpoints`. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import type { ApiError } from './errors';

/** What an answer without the shape its query needs (`data: null`, missing fields) rejects with. */
export const SHAPE_ERROR: ApiError = {
  kind: 'parse',
  code: null,
  msg: 'The server sent an answer the app cannot read.',
};

export const tagTypes = [
  'Article',
  'Category',
  'Label',
  'File',
  'Analysis',
  'Profile',
  'Rank',
] as const;

export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // A failed shape check (`rawResponseSchema`, see wire in adapters.ts) is an error like any other.
  catchSchemaFailure: () => SHAPE_ERROR,
  endpoints: () => ({}),
});
