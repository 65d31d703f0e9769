/**
 * Runs work over a queue at most `limit` at a time; work may add to the queue while it runs (a
 * page whose neighbour changed), and `stop()` ends it early (the run gave up): items not started
 * are left.
 */
export interface WorkQueue<T> {
  add(item: T): void;
  stop(): void;
  /** Resolves once every item is done, or at once on stop(). */
  run(): Promise<void>;
}

export function workQueue<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): WorkQueue<T> {
  const queue = [...items];
  let stopped = false;
  let running = 0;
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  const pump = () => {
    while (!stopped && running < limit && queue.length > 0) {
      const item = queue.shift() as T;
      running += 1;
      const next = () => {
        running -= 1;
        pump();
      };
      work(item).then(next, next);
    }
    if (running === 0 && (stopped || queue.length === 0)) settle();
  };
  return {
    add: (item) => {
      queue.push(item);
    },
    stop: () => {
      // Work still running is not waited for: it must check, before writing, that the run is on.
      stopped = true;
      settle();
    },
    run: () => {
      pump();
      return done;
    },
  };
}
