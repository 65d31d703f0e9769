/**
 * Calls the owner's rebuild hook (rebuild-settings.ts) and says how it answered.
 *
 * A host's build hook (Netlify, Vercel, Cloudflare Pages) sends no CORS headers, so a browser may
 * not read its answer: it gets a CORS-simple POST (`no-cors`, no header, no body), which the
 * browser sends without asking first, and whether a build started shows in the site's state. The
 * prerender's own hook (`--listen`) allows the blog's origin: it gets the token as `Authorization:
 * Bearer`, and its answer is read (202 a pass started, 401 the token refused).
 */
import { REBUILD_HOOK_TIMEOUT_MS } from '@/config/constants';
import type { RebuildSettings } from './rebuild-settings';

export type RebuildAnswer = { requestedAt: number } & (
  | { outcome: 'accepted' }
  /** Sent to a host that does not let the browser read its answer. */
  | { outcome: 'sent' }
  | { outcome: 'refused' }
  | { outcome: 'status'; status: number }
  | { outcome: 'unreachable' }
);

/** True when the hook took the request, or may have: the site's state will tell. */
export const rebuildStarted = (answer: RebuildAnswer): boolean =>
  answer.outcome === 'accepted' || answer.outcome === 'sent';

export async function callRebuildHook(settings: RebuildSettings): Promise<RebuildAnswer> {
  const requestedAt = Date.now();
  const own = settings.kind === 'prerender';
  let response: Response;
  try {
    response = await fetch(settings.url.trim(), {
      method: 'POST',
      mode: own ? 'cors' : 'no-cors',
      headers: own ? { Authorization: `Bearer ${settings.token}` } : undefined,
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(REBUILD_HOOK_TIMEOUT_MS),
    });
  } catch {
    return { requestedAt, outcome: 'unreachable' };
  }
  if (!own) return { requestedAt, outcome: 'sent' };
  if (response.ok) return { requestedAt, outcome: 'accepted' };
  if (response.status === 401) return { requestedAt, outcome: 'refused' };
  return { requestedAt, outcome: 'status', status: response.status };
}
