/**
 * @jest-environment node
 */
import { passScheduler, type PassScheduler } from './pass-scheduler';

/** A pass the test ends when it wants: `passes` counts the ones started. */
function heldPasses() {
  const ends: (() => void)[] = [];
  let started = 0;
  let waiting: { count: number; resolve: () => void } | null = null;
  return {
    pass: () => {
      started += 1;
      if (waiting && started >= waiting.count) waiting.resolve();
      return new Promise<number>((resolve) => ends.push(() => resolve(0)));
    },
    get passes() {
      return started;
    },
    /** Resolves once `count` passes have started. */
    started: (count: number) =>
      new Promise<void>((resolve) => {
        if (started >= count) resolve();
        else waiting = { count, resolve };
      }),
    endPass: () => ends.shift()!(),
  };
}

describe('the pass scheduler', () => {
  let scheduler: PassScheduler | null = null;
  afterEach(() => scheduler?.stop());

  it('runs one pass at start, then one at once on request', async () => {
    const held = heldPasses();
    scheduler = passScheduler(held.pass, null);
    const running = scheduler.run();
    await held.started(1);
    held.endPass();
    // Idle now (no timer): a request starts a pass at once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.passes).toBe(1);
    expect(scheduler.request()).toBe('started');
    await held.started(2);
    scheduler.stop();
    held.endPass();
    await running;
    expect(held.passes).toBe(2);
  });

  it('folds every request made during a pass into one more pass after it', async () => {
    const held = heldPasses();
    scheduler = passScheduler(held.pass, null);
    const running = scheduler.run();
    await held.started(1);
    expect([scheduler.request(), scheduler.request(), scheduler.request()]).toEqual([
      'queued',
      'queued',
      'queued',
    ]);
    held.endPass();
    await held.started(2);
    // The second pass is under way: a request now is one more after it, and only one.
    expect(scheduler.request()).toBe('queued');
    held.endPass();
    await held.started(3);
    scheduler.stop();
    held.endPass();
    await running;
    expect(held.passes).toBe(3);
  });

  it('runs a pass every so often when given an interval, and a request does not wait for it', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const held = heldPasses();
      scheduler = passScheduler(held.pass, 600000);
      const running = scheduler.run();
      await held.started(1);
      held.endPass();
      await new Promise((resolve) => setImmediate(resolve));
      jest.advanceTimersByTime(599999);
      expect(held.passes).toBe(1);
      jest.advanceTimersByTime(1);
      await held.started(2);
      held.endPass();
      await new Promise((resolve) => setImmediate(resolve));
      expect(scheduler.request()).toBe('started');
      await held.started(3);
      scheduler.stop();
      held.endPass();
      await running;
      expect(held.passes).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps going after a pass that throws', async () => {
    let calls = 0;
    const errors: string[] = [];
    scheduler = passScheduler(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('the API is down');
        return 0;
      },
      null,
      (end) => errors.push(`${end.outcome} ${end.error?.message ?? ''}`),
    );
    const running = scheduler.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual(['1 the API is down']);
    expect(scheduler.request()).toBe('started');
    await new Promise((resolve) => setImmediate(resolve));
    scheduler.stop();
    await running;
    expect(errors).toEqual(['1 the API is down', '0 ']);
  });
});
