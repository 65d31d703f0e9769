/**
 * The save bar's status (save-status.ts), with whether the public pages have the saved version:
 * "Saved — not on the public pages yet" until a build has it (site-state.json). A new status
 * object only when the status changes: on a long article the bar is not rendered again at each key.
 */
import { useMemo } from 'react';
import { useAwaitsBuild } from '@/features/site-state/use-public-site';
import { saveStatus, type SaveState, type SaveStatus } from './save-status';

export function useSaveStatus(
  { dirty, saving, failure, savedAt }: SaveState,
  /** The article as last saved (or opened): its id (none while new), version and status. */
  saved: { id: string | undefined; updatedAt: string; disabled: boolean },
): SaveStatus {
  const notOnSite = useAwaitsBuild(saved.id, saved.updatedAt, saved.disabled);
  return useMemo(() => {
    const status = saveStatus({ dirty, saving, failure, savedAt });
    return status.kind === 'saved' && notOnSite ? { ...status, notOnSite } : status;
  }, [dirty, saving, failure, savedAt, notOnSite]);
}
