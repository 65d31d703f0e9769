/**
 * The console's view of the public site: its state (asked for again when the tab comes back, and
 * every REBUILD_POLL_INTERVAL_MS while a rebuild is followed), where the last rebuild stands, and
 * the owner's hook to start one. Every screen shares the one rebuild request (REBUILD_REQUEST).
 */
import { useEffect, useState } from 'react';
import { REBUILD_POLL_INTERVAL_MS } from '@/config/constants';
import { useRebuildSettings } from './rebuild-settings';
import { followDeadline, rebuildProgress } from './rebuild-progress';
import { awaitsBuild } from './site-changes';
import { REBUILD_REQUEST, useGetSiteStateQuery, useRequestRebuildMutation } from './site-state-api';

/** True once `deadline` has passed; renders again when it does. */
function usePassed(deadline: number | null): boolean {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => setPassed(deadline), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline !== null && passed === deadline;
}

export function useSiteState() {
  const [, request] = useRequestRebuildMutation({ fixedCacheKey: REBUILD_REQUEST });
  const deadline = followDeadline(request.data);
  const passed = usePassed(deadline);
  const [following, setFollowing] = useState(false);
  const query = useGetSiteStateQuery(undefined, {
    refetchOnFocus: true,
    pollingInterval: following ? REBUILD_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const progress = rebuildProgress(request.isLoading, request.data, query.data, passed);
  const waiting = progress.kind === 'waiting';
  useEffect(() => setFollowing(waiting), [waiting]);
  return { ...query, progress };
}

export function useRebuild() {
  const settings = useRebuildSettings();
  const [request, { isLoading }] = useRequestRebuildMutation({ fixedCacheKey: REBUILD_REQUEST });
  return {
    settings,
    calling: isLoading,
    rebuild: () => {
      if (settings) void request(settings);
    },
  };
}

/**
 * True while the public pages do not show this version of the article (site-changes.ts), false
 * where the site has no state file (the dev server): nothing can be said there.
 */
export function useAwaitsBuild(id: string | undefined, updatedAt: string, disabled: boolean) {
  const { data: state } = useSiteState();
  return !!(id && state && awaitsBuild(state, { id, updatedAt, disabled }));
}
