/**
 * Turns a data function into an msw resolver: reads the parameters (query string, and the qs
 * form body for other methods), checks the session for console calls, wraps the result in the
 * envelope and turns a `MockError` into a `code !== 0` answer.
 */
import type { PathParams } from 'msw';
import qs from 'qs';
import type { Input } from '../data/fields';
import { isSession } from '../data/sessions';
import { fail, MockError, ok, unauthorized } from '../envelope';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  /** Query and body parameters, merged (the body wins). */
  input: Input;
  /** Origin of the request URL: files are served back from there. */
  origin: string;
  token: string;
  /** A valid session token came with the request. */
  owner: boolean;
}

type Resolve = (context: RouteContext) => unknown;

const QS_OPTIONS = {
  arrayLimit: 1000,
  parameterLimit: 1000,
  depth: 4,
  allowPrototypes: false,
} as const;

/** `Authorization: Bearer <token>`, or the raw token (the app's `authScheme: ''`). */
export function tokenOf(request: Request): string {
  const header = request.headers.get('authorization')?.trim() ?? '';
  return (/^bearer\s+(.*)$/i.exec(header)?.[1] ?? header).trim();
}

async function readInput(request: Request): Promise<Input> {
  const query = qs.parse(new URL(request.url).search.slice(1), QS_OPTIONS);
  const type = request.headers.get('content-type') ?? '';
  // GET has no body; an upload's multipart body is read by its own handler.
  if (request.method === 'GET' || type.includes('multipart/form-data')) return query;
  const body = await request.text();
  if (type.includes('application/json')) {
    try {
      return { ...query, ...(JSON.parse(body || '{}') as Input) };
    } catch {
      return query;
    }
  }
  return { ...query, ...qs.parse(body, QS_OPTIONS) };
}

const asText = (params: PathParams) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value ?? '')]));

function route(resolve: Resolve, needsSession: boolean) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: PathParams;
  }): Promise<Response> => {
    const token = tokenOf(request);
    const owner = isSession(token);
    if (needsSession && !owner) return unauthorized();
    try {
      const input = await readInput(request);
      const origin = new URL(request.url).origin;
      const result = await resolve({
        request,
        params: asText(params),
        input,
        origin,
        token,
        owner,
      });
      return result instanceof Response ? result : ok(result ?? null);
    } catch (error) {
      if (error instanceof MockError) return fail(error.code, error.message);
      console.error('[mock backend]', error);
      return fail(500, 'Something went wrong in the demo backend.');
    }
  };
}

/** Anyone may call it. */
export const publicRoute = (resolve: Resolve) => route(resolve, false);
/** Needs a session token from login, else HTTP 401. */
export const consoleRoute = (resolve: Resolve) => route(resolve, true);
