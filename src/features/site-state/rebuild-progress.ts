/**
 * Where the last "Rebuild the site" stands, from the hook's answer and the site's state: a rebuild
 * the hook took is followed until the state is newer than the request (built) or until
 * REBUILD_GIVE_UP_MS has passed (the site still shows an older build).
 */
import { REBUILD_GIVE_UP_MS } from '@/config/constants';
import { rebuildStarted, type RebuildAnswer } from './rebuild-hook';
import type { SiteState } from './site-state-format';

export type RebuildProgress =
  | { kind: 'idle' }
  | { kind: 'calling' }
  /** `sent`: to a host whose answer the browser may not read. */
  | { kind: 'waiting'; requestedAt: number; sent: boolean }
  | { kind: 'built'; builtAt: string }
  /** Given up: the site still shows the build of `builtAt` (null: it has no state at all). */
  | { kind: 'stale'; builtAt: string | null }
  | { kind: 'refused' }
  | { kind: 'status'; status: number }
  | { kind: 'unreachable' };

/** When following a started rebuild ends, or null for none. */
export const followDeadline = (answer: RebuildAnswer | undefined): number | null =>
  answer && rebuildStarted(answer) ? answer.requestedAt + REBUILD_GIVE_UP_MS : null;

export function rebuildProgress(
  calling: boolean,
  answer: RebuildAnswer | undefined,
  state: SiteState | null | undefined,
  /** followDeadline(answer) has passed. */
  gaveUp: boolean,
): RebuildProgress {
  if (calling) return { kind: 'calling' };
  if (!answer) return { kind: 'idle' };
  switch (answer.outcome) {
    case 'refused':
    case 'unreachable':
      return { kind: answer.outcome };
    case 'status':
      return { kind: 'status', status: answer.status };
  }
  if (state && Date.parse(state.builtAt) > answer.requestedAt) {
    return { kind: 'built', builtAt: state.builtAt };
  }
  if (gaveUp) return { kind: 'stale', builtAt: state?.builtAt ?? null };
  return { kind: 'waiting', requestedAt: answer.requestedAt, sent: answer.outcome === 'sent' };
}
