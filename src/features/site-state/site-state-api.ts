/**
 * The console's calls about the public site: its state file (from the site's own origin, through
 * fetchSiteFile), every article as the API has it now (to compare with the state), and the owner's
 * rebuild hook. Quiet: the card and the save bar say what failed in place.
 */
import { apiSlice, shapeError } from '@/api/api-slice';
import { allArticlePages } from '@/api/article-pages';
import { fetchSiteFile } from '@/api/site-file';
import type { ArticleSummary } from '@/api/types';
import { SITE_CHANGES_MAX_PAGES, SITE_CHANGES_PAGE_SIZE } from '@/config/constants';
import { callRebuildHook, type RebuildAnswer } from './rebuild-hook';
import type { RebuildSettings } from './rebuild-settings';
import { neverBuilt, parseSiteState, SITE_STATE_PATH, type SiteState } from './site-state-format';

/** The one rebuild request every screen follows (RTK Query's shared mutation result). */
export const REBUILD_REQUEST = 'rebuild';

export const siteStateApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** null: the site's pages were never prerendered (the build's file, or none: the dev server). */
    getSiteState: build.query<SiteState | null, void>({
      async queryFn(_arg, { signal }) {
        const answer = await fetchSiteFile(SITE_STATE_PATH, signal);
        if (answer.error) return { error: answer.error };
        if (answer.data === null || neverBuilt(answer.data)) return { data: null };
        const state = parseSiteState(answer.data);
        return state ? { data: state } : { error: shapeError() };
      },
    }),
    getEveryArticle: build.query<ArticleSummary[], void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) =>
        allArticlePages(
          baseQuery,
          '/api/article/all',
          {},
          { pageSize: SITE_CHANGES_PAGE_SIZE, maxPages: SITE_CHANGES_MAX_PAGES },
        ),
      extraOptions: { quiet: true },
      // The article lists' tag: a save, a switch or a delete anywhere refreshes it.
      providesTags: [{ type: 'Article', id: 'LIST' }],
    }),
    requestRebuild: build.mutation<RebuildAnswer, RebuildSettings>({
      queryFn: async (settings) => ({ data: await callRebuildHook(settings) }),
    }),
  }),
});

export const { useGetSiteStateQuery, useGetEveryArticleQuery, useRequestRebuildMutation } =
  siteStateApi;
