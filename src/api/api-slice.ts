/** The one RTK Query API: features add their endpoints with `injectEndpoints`. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

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
  endpoints: () => ({}),
});
