/**
 * "Rebuild after each publish, disable or delete" (the owner's choice in Rebuild settings): the
 * article calls that change what the public pages show say so on their endpoints
 * (`onQueryStarted: rebuildOnSuccess(...)`, writing/articles-console-api.ts), and a bulk run once
 * at its end (`rebuildAfterChange`), so no screen wires it by hand. A rebuild already being asked
 * for is not asked again; one asked for meanwhile by another change is (the build it started may
 * have read the API before this change).
 */
import type { AppDispatch, RootState } from '@/app/store';
import { hookUrlProblem, readRebuildSettings } from './rebuild-settings';
import { REBUILD_REQUEST, siteStateApi } from './site-state-api';

const { requestRebuild } = siteStateApi.endpoints;

export const rebuildAfterChange = () => (dispatch: AppDispatch, getState: () => RootState) => {
  const settings = readRebuildSettings();
  if (!settings?.afterChanges || hookUrlProblem(settings.url)) return;
  if (
    requestRebuild.select({ requestId: undefined, fixedCacheKey: REBUILD_REQUEST })(getState())
      .isLoading
  )
    return;
  void dispatch(requestRebuild.initiate(settings, { fixedCacheKey: REBUILD_REQUEST }));
};

interface Lifecycle<Result> {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: Result }>;
}

/**
 * An endpoint's `onQueryStarted`: once the call succeeds and `changesSite(arg, result)` says the
 * public pages are now out of step, asks for a rebuild (when the owner chose to).
 */
export const rebuildOnSuccess =
  <Arg, Result>(changesSite: (arg: Arg, result: Result) => boolean = () => true) =>
  async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Result>) => {
    try {
      const { data } = await queryFulfilled;
      if (changesSite(arg, data)) dispatch(rebuildAfterChange());
    } catch {
      // A failed call changed nothing: the screen says why.
    }
  };
