/**
 * The one base query: the only code that knows the wire format (transport rules and envelope of
 * the backend contract). It never throws: it returns `{ data }` or `{ error: ApiError }`.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { getConfig } from '@/config/runtime-config';
import { showToast } from '@/lib/toast-slice';
import { encodeParams, fillPath, MissingPathParamError, type Params } from './encoding';
import { appError, type ApiError } from './errors';
import { hasReauthHandler, requestReauth } from './session';
import { clearToken, readToken } from './token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestArgs {
  /** A contract path, with `{name}` placeholders filled from `params`. */
  url: string;
  method?: HttpMethod;
  params?: Params;
  /** Multipart body (file upload); `params` are then ignored. */
  formData?: FormData;
  /** A 401 does not ask the owner to sign in again (sign-in, sign-out, profile). */
  noReauth?: boolean;
}

export type ApiResult =
  { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

type Notify = (message: string) => void;

/** Reads an envelope out of a response; shared by fetch here and XHR uploads. */
export function parseEnvelope(status: number, text: string): ApiResult {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const code = envelope && typeof envelope.code === 'number' ? envelope.code : null;
  const msg = envelope && typeof envelope.msg === 'string' ? envelope.msg : '';
  if (status < 200 || status >= 300) {
    const fields = { kind: 'http', code, status } as const;
    if (msg) return { error: { ...fields, msg } };
    if (status === 401) return { error: appError(fields, 'api.sessionExpired') };
    return { error: appError(fields, 'api.httpStatus', { status: String(status) }) };
  }
  if (code === null) {
    return { error: appError({ kind: 'parse', code: null, status }, 'api.unreadable') };
  }
  if (code !== 0) {
    const fields = { kind: 'api', code, status } as const;
    return { error: msg ? { ...fields, msg } : appError(fields, 'api.codeFailed', { code }) };
  }
  return { data: envelope?.data ?? null };
}

/**
 * The absolute URL of a filled contract path and the headers every call carries (the token only
 * to the API's own origin). Synchronous, for the upload's XMLHttpRequest.
 */
export function requestTarget(
  path: string,
  token: string | null,
): { url: URL; headers: Record<string, string> } {
  const { apiBase, authScheme } = getConfig();
  const url = new URL(apiBase + path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The token goes to the API's origin only, never to another host a path might name.
  if (token && url.origin === new URL(apiBase).origin) {
    headers.Authorization = authScheme ? `${authScheme} ${token}` : token;
  }
  return { url, headers };
}

/** The absolute URL and init for a request; rejects with MissingPathParamError for unfilled paths. */
export async function buildRequest(
  args: RequestArgs,
  token: string | null,
): Promise<{ url: string; init: RequestInit }> {
  const { arrayFormat } = getConfig();
  const method = args.method ?? 'GET';
  const { path, rest } = fillPath(args.url, args.params);
  const { url, headers } = requestTarget(path, token);
  let body: BodyInit | undefined;
  if (method === 'GET') {
    const query = await encodeParams(rest, arrayFormat);
    url.search = query ? `?${query}` : '';
  } else if (args.formData) {
    body = args.formData;
  } else {
    body = await encodeParams(rest, arrayFormat);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return { url: url.toString(), init: { method, headers, body } };
}

/** A call that outlived `requestTimeoutMs` (REQUEST_TIMEOUT_MS unless config.js says otherwise). */
export const timeoutError = (): ApiError =>
  appError({ kind: 'timeout', code: null }, 'api.timeout');

async function send(args: RequestArgs, signal?: AbortSignal): Promise<ApiResult> {
  let request: { url: string; init: RequestInit };
  try {
    request = await buildRequest(args, readToken());
  } catch (err) {
    const fields = { kind: 'request', code: null } as const;
    // A missing path parameter is the app's own bug: its message names it for the developer.
    if (err instanceof MissingPathParamError) return { error: { ...fields, msg: err.message } };
    return { error: appError(fields, 'api.requestNotBuilt') };
  }
  // Our own deadline, beside RTK's signal (a component that goes away still aborts its call),
  // cleared as soon as the call is over: AbortSignal.timeout's timer held each finished call (and
  // what it answered) for the whole time-out, thousands of them in a prerender (issue 42).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), getConfig().requestTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  try {
    let response: Response;
    try {
      response = await fetch(request.url, { ...request.init, signal: combined });
    } catch {
      if (deadline.signal.aborted) return { error: timeoutError() };
      return { error: appError({ kind: 'network', code: null }, 'api.unreachable') };
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      if (deadline.signal.aborted) return { error: timeoutError() };
      const fields = { kind: 'network', code: null, status: response.status } as const;
      return { error: appError(fields, 'api.cutOff') };
    }
    return parseEnvelope(response.status, text);
  } finally {
    clearTimeout(timer);
  }
}

const isExpired = (error: ApiError) => error.status === 401 || error.code === 401;

/**
 * The session rules around one call (shared with the XHR upload). Only a console call (one made
 * while the console's re-auth handler is registered) can end the session: a 401 on a public call
 * (sidebar, list, article) leaves the owner's token alone. In the console, a 401 (HTTP or code)
 * clears the token the call was sent with and, when `canReauth()` allows and the owner signs in
 * again, the call is retried exactly once; the retried answer follows the same rules. A console
 * call sent without a token (another tab signed out) asks for sign-in the same way. A 401 to a
 * token that has since been replaced (another call's re-auth, another tab) keeps the new token:
 * the call is simply retried.
 */
export async function withSession<R extends { error?: ApiError }>(
  sendOnce: () => Promise<R>,
  canReauth: () => boolean,
): Promise<R> {
  const sentToken = readToken();
  let result = await sendOnce();
  if (!result.error || !isExpired(result.error) || !hasReauthHandler()) return result;
  const current = readToken();
  const replaced = current !== null && current !== sentToken;
  if (sentToken !== null && !replaced) clearToken();
  if (!canReauth()) return result;
  if (replaced || ((await requestReauth()) && canReauth())) {
    const retriedWith = readToken();
    result = await sendOnce();
    if (result.error && isExpired(result.error) && readToken() === retriedWith) clearToken();
  }
  return result;
}

/**
 * What an endpoint says about its own failures, written beside its call as RTK Query's
 * `extraOptions` (so renaming a path cannot change the rule). The spec exempts the profile (any
 * failure of it on a console entry leads to /manager, which shows the sign-in form or says the
 * blog could not be reached), sign-out (its failure is ignored) and the sidebar's three lists (a
 * failed section simply hides): they are `quiet`. The file list answered HTTP 404 is not a failure
 * either (the backend lacks that optional extension, and the screen says so): `quietStatuses`.
 */
export interface CallPolicy {
  /** Never toast: the caller handles every failure itself. */
  quiet?: boolean;
  /** HTTP statuses the caller explains itself. */
  quietStatuses?: readonly number[];
}

/**
 * The spec's toast rule, kept here and nowhere else: every answer whose envelope carries a code
 * other than 0 (on HTTP 200 or on an error status) shows its `msg` as an error toast, unless the
 * call's policy says otherwise. Network, HTTP-without-envelope and parse failures never toast: the
 * screen shows its own error state.
 */
export function shouldToast(error: ApiError, policy: CallPolicy = {}): boolean {
  if (error.code === null || error.code === 0) return false;
  if (error.kind !== 'api' && error.kind !== 'http') return false;
  if (error.status !== undefined && policy.quietStatuses?.includes(error.status)) return false;
  return !policy.quiet;
}

/** Applies the toast rule to a finished call; the error then says it has been shown. */
export function announce<R extends { error?: ApiError }>(
  result: R,
  notify: Notify,
  policy?: CallPolicy,
): R {
  if (!result.error || !shouldToast(result.error, policy)) return result;
  notify(result.error.msg);
  return { ...result, error: { ...result.error, toasted: true } };
}

/** Sends a request and applies the envelope rules: toast, 401 handling, one retry after re-auth. */
export async function runRequest(
  args: RequestArgs,
  notify: Notify,
  signal?: AbortSignal,
  policy?: CallPolicy,
): Promise<ApiResult> {
  const result = await withSession(
    () => send(args, signal),
    () => !args.noReauth && !signal?.aborted,
  );
  return announce(result, notify, policy);
}

export const baseQuery: BaseQueryFn<RequestArgs, unknown, ApiError, CallPolicy> = async (
  args,
  api,
  policy,
) => runRequest(args, (message) => api.dispatch(showToast(message, 'error')), api.signal, policy);
