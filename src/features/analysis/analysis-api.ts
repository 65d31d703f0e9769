/** Visitor analytics: the public home page reports a visit, the console reads the figures. */
import { apiSlice } from '@/api/api-slice';
import { toAnalysis, wire } from '@/api/adapters';
import type { Analysis } from '@/api/types';

export const analysisApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendAnalysis: build.mutation<null, { key: string; event: string; path: string }>({
      query: (params) => ({ url: '/api/analysis', method: 'POST', params }),
    }),
    getAnalysis: build.query<Analysis, { days: number }>({
      query: (params) => ({ url: '/api/analysis', params }),
      rawResponseSchema: wire.analysis,
      transformResponse: toAnalysis,
      providesTags: ['Analysis'],
    }),
  }),
});

export const { useSendAnalysisMutation, useGetAnalysisQuery } = analysisApi;
