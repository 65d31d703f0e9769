/**
 * The one way the app reads a file its own site publishes beside the pages (site-state.json): from
 * the page's origin, never from a cache, in the same `{ data } | { error }` as the base query,
 * and never a toast (the screen says what failed). A site without the file (the dev server and
 * hosts with an app-shell fallback answer HTML; nginx and Netlify answer 404) gives `data: null`.
 */
import { getConfig } from '@/config/runtime-config';
import type { ApiResult } from './base-query';
import { appError } from './errors';

export async function fetchSiteFile(path: string, signal?: AbortSignal): Promise<ApiResult> {
  const deadline = AbortSignal.timeout(getConfig().requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
  } catch {
    const kind = deadline.aborted ? 'timeout' : 'network';
    return {
      error: appError({ kind, code: null }, deadline.aborted ? 'api.timeout' : 'api.unreachable'),
    };
  }
  const status = response.status;
  if (status === 404) return { data: null };
  if (!response.ok) {
    return {
      error: appError({ kind: 'http', code: null, status }, 'api.httpStatus', {
        status: String(status),
      }),
    };
  }
  if (!response.headers.get('content-type')?.includes('json')) return { data: null };
  try {
    return { data: JSON.parse(await response.text()) as unknown };
  } catch {
    return { error: appError({ kind: 'parse', code: null, status }, 'api.unreadable') };
  }
}
