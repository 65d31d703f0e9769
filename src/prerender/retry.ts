/**
 * The prerender's patience with a busy or briefly unreachable API: a failure that may pass is
 * tried again a bounded number of times, with a growing pause, and each new try is said in the
 * output; an answer that refuses is final at once.
 */
import type { ApiError } from '@/api/errors';
import { PRERENDER_ATTEMPTS, PRERENDER_RETRY_PAUSE_MS } from '@/config/constants';

/**
 * True when the same call may succeed later: the API was not reached or cut the answer off, did
 * not answer in time, or answered HTTP 5xx or 429 without the contract's envelope (a proxy or an
 * overloaded server). An envelope with `code !== 0`, any other 4xx or an unreadable answer is the
 * API's word and is not asked again.
 */
export function isTransientFailure(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.code !== null || error.status === undefined) return false;
  return error.status === 429 || (error.status >= 500 && error.status <= 599);
}

/** What `withRetries` needs to know whether, how often and when to try again. */
export interface RetryOptions {
  /** Whether this failure may pass. */
  transient: (error: unknown) => boolean;
  /** Tries in all, the first included; or per failure (a time-out is tried fewer times). */
  attempts?: number | ((error: unknown) => number);
  /** The pause before try `attempt` (2, 3…); doubles from PRERENDER_RETRY_PAUSE_MS by default. */
  pauseMs?: (attempt: number) => number;
  /** Waits that long; a test passes one that returns at once. */
  wait?: (ms: number) => Promise<void>;
  /** Where each new try is said. */
  log: (line: string) => void;
}

export const doublingPause = (attempt: number) => PRERENDER_RETRY_PAUSE_MS * 2 ** (attempt - 2);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` until it succeeds, fails for good, or has been tried `attempts` times; rejects with
 * the last failure. `label` names the work in the output: "retrying /detail/3 (2/4) in 1 s: …".
 */
export async function withRetries<T>(
  label: string,
  work: () => Promise<T>,
  {
    transient,
    attempts = PRERENDER_ATTEMPTS,
    pauseMs = doublingPause,
    wait = sleep,
    log,
  }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const most = typeof attempts === 'function' ? attempts(error) : attempts;
      if (attempt >= most || !transient(error)) throw error;
      const pause = pauseMs(attempt + 1);
      log(
        `  retrying ${label} (${attempt + 1}/${most}) in ${pause / 1000} s: ${(error as Error).message}`,
      );
      await wait(pause);
    }
  }
}
