import { workQueue } from './work-queue';

/** A promise with its resolve, to hold work until the test lets it go. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('workQueue', () => {
  it('runs at most `limit` at a time, and work added while it runs', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const queue = workQueue([1, 2, 3, 4, 5], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      if (item === 1) queue.add(6);
      done.push(item);
      running -= 1;
    });
    await queue.run();
    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stop() ends the run at once, leaving items not started', async () => {
    const held = gate();
    const started: number[] = [];
    const queue = workQueue([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      if (item === 2) queue.stop();
      else await held.opened;
    });
    await queue.run();
    expect(started).toEqual([1, 2]);
    held.open();
  });
});
