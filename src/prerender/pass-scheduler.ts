/**
 * When the prerender's passes run, for `--every` and `--listen`: one at start, then one every
 * `everyMs` after the last one ended (null: none on a timer), and one at once on request. One at a
 * time: however many requests come during a pass, they make one more pass after it (each of them
 * wants the pages to include what it published; the next pass reads everything anew).
 */

/** What a request got: a pass starting now, or one more after the pass under way. */
export type PassRequest = 'started' | 'queued';

export interface PassEnd {
  /** The pass's exit code (cli.ts), 1 when it threw. */
  outcome: number;
  error: Error | null;
  /** Another pass was asked for during this one and starts now. */
  again: boolean;
}

export interface PassScheduler {
  request(): PassRequest;
  /** Runs passes until stop(); resolves once the pass under way, if any, has ended. */
  run(): Promise<void>;
  stop(): void;
}

export function passScheduler(
  pass: () => Promise<number>,
  everyMs: number | null,
  onPassEnd: (end: PassEnd) => void = () => {},
): PassScheduler {
  let running = false;
  let asked = false;
  let stopped = false;
  let wake: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = everyMs === null ? null : setTimeout(() => wake?.(), everyMs);
      wake = () => {
        if (timer) clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  return {
    // An arrow, so the server can be handed `scheduler.request` alone.
    request: () => {
      asked = true;
      if (running) return 'queued';
      wake?.();
      return 'started';
    },
    async run() {
      while (!stopped) {
        asked = false;
        running = true;
        let end: PassEnd;
        try {
          end = { outcome: await pass(), error: null, again: false };
        } catch (error) {
          end = { outcome: 1, error: error as Error, again: false };
        }
        running = false;
        end.again = asked && !stopped;
        onPassEnd(end);
        if (!asked && !stopped) await pause();
      }
    },
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
