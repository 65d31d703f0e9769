/**
 * Helpers for the API layer's tests (never imported by the app): record what goes over the wire
 * with an msw handler (the test installs it with `server.use`: src/ may not import the mocks),
 * answer with an envelope, swap the runtime config, call through the store.
 */
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { getConfig, setConfig, type BlogConfig } from '@/config/runtime-config';
import { apiSlice } from '@/api/api-slice';
import { runRequest, type RequestArgs } from '@/api/base-query';
import { server } from '@mocks/node';

export interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  /** The raw body text ('' when none). */
  body: string;
  /** An unread copy, for `formData()`. */
  request: Request;
}

type Responder = (call: Captured, index: number) => Response | Promise<Response>;

export const envelope = (data: unknown, code = 0, msg = '') =>
  HttpResponse.json({ code, msg, data });

/** A handler that answers every request (any origin, any method) with `respond` and records it. */
export function recordRequests(respond: Responder = () => envelope(null)) {
  const calls: Captured[] = [];
  const handler = http.all('*', async ({ request }) => {
    const call: Captured = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      request: request.clone(),
      body: await request.text(),
    };
    calls.push(call);
    return respond(call, calls.length - 1);
  });
  return { calls, handler };
}

const original: BlogConfig = getConfig();

export const patchConfig = (patch: Partial<BlogConfig>) => setConfig({ ...original, ...patch });
export const restoreConfig = () => setConfig(original);

const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, RequestArgs>({ query: (args) => args }),
  }),
});

/** Runs a call through a fresh store and the real base query; gives its result and the toasts. */
export async function callThroughStore(args: RequestArgs) {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate(args));
  return { result, toasts: store.getState().toast.queue.map((toast) => ({ ...toast })) };
}

/** Installs `recordRequests`'s handler on the mock server and gives the recorded calls. */
export const captureRequests = (...args: Parameters<typeof recordRequests>) => {
  const { calls, handler } = recordRequests(...args);
  server.use(handler);
  return calls;
};

/** Answers every request with this raw body, status and content type. */
export const answerWith = (body: string, status: number, contentType: string) =>
  captureRequests(
    () => new HttpResponse(body, { status, headers: { 'Content-Type': contentType } }),
  );

/** Runs one request outside the store, its toasts going to `notify`. */
export const runQuietly = (args: RequestArgs, notify: (message: string) => void = jest.fn()) =>
  runRequest(args, notify);
