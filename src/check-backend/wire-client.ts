/**
 * The check's requests, built by the app's own request code (src/api/base-query.ts: paths,
 * query and form encoding, arrays per `arrayFormat`, the token's header), so a deviation the check
 * finds is one the app would meet. Each request carries the blog's Origin as a browser would, and
 * each call can be preceded by the CORS preflight a signed-in browser sends.
 */
import { buildRequest, parseEnvelope, type ApiResult, type RequestArgs } from '@/api/base-query';
import { getConfig } from '@/config/runtime-config';

export interface Exchange {
  method: string;
  /** The absolute URL requested. */
  url: string;
  /** HTTP status, or null when no answer came (then `failure` says why). */
  status: number | null;
  failure: string | null;
  headers: Headers | null;
  text: string;
  /** The envelope as the app reads it. */
  result: ApiResult;
}

export interface PreflightAnswer {
  status: number | null;
  failure: string | null;
  headers: Headers | null;
}

interface ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  cause?: ErrorLike;
}

/**
 * Why a fetch failed, in one line: Node puts the reason (ECONNREFUSED, ENOTFOUND…) in `cause`.
 * Read by shape, not `instanceof`: fetch's errors may come from another realm (jest's sandbox).
 */
export function failureReason(error: unknown, timeoutMs: number): string {
  const err = (
    error && typeof error === 'object' ? error : { message: String(error) }
  ) as ErrorLike;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = err.cause && typeof err.cause === 'object' ? err.cause : undefined;
  return cause?.code ?? cause?.message ?? err.message ?? String(error);
}

export class WireClient {
  constructor(
    private readonly origin: string,
    private readonly timeoutMs: number,
  ) {}

  async send(args: RequestArgs, token: string | null): Promise<Exchange> {
    let request: Awaited<ReturnType<typeof buildRequest>>;
    try {
      request = await buildRequest(args, token);
    } catch (error) {
      // An id no address can carry (`..`): the app cannot make this call either.
      const failure = `the app cannot build this request (${(error as Error).message})`;
      return {
        method: args.method ?? 'GET',
        url: `${getConfig().apiBase}${args.url}`,
        status: null,
        failure,
        headers: null,
        text: '',
        result: { error: { kind: 'request', code: null, msg: failure } },
      };
    }
    const { url, init } = request;
    const headers = { ...(init.headers as Record<string, string>), Origin: this.origin };
    const method = init.method ?? 'GET';
    try {
      const response = await fetch(url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      return {
        method,
        url,
        status: response.status,
        failure: null,
        headers: response.headers,
        text,
        result: parseEnvelope(response.status, text),
      };
    } catch (error) {
      const failure = failureReason(error, this.timeoutMs);
      return {
        method,
        url,
        status: null,
        failure,
        headers: null,
        text: '',
        result: { error: { kind: 'network', code: null, msg: failure } },
      };
    }
  }

  /** The preflight a browser sends before a call that carries the token (and, here, Content-Type). */
  async preflight(url: string, method: string): Promise<PreflightAnswer> {
    try {
      const response = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: this.origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer();
      return { status: response.status, failure: null, headers: response.headers };
    } catch (error) {
      return { status: null, failure: failureReason(error, this.timeoutMs), headers: null };
    }
  }
}
