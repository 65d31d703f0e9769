/**
 * @jest-environment node
 */
/**
 * The render pool: tasks go to its workers, several at once; a worker that runs out of memory,
 * stops or never finishes fails its task with the reason (the pass then names the article and
 * skips it) and is replaced, so the tasks after it are still rendered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderSetup } from './render-messages';
import { startRenderPool, type RenderPool } from './render-pool';

/** A stand-in for render-worker.ts: answers feed tasks by their id, or misbehaves as it says. */
const WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (message) => {
  if (message.setup) return;
  const { id } = message.task;
  if (id === 'hog') { const kept = []; for (;;) kept.push(new Array(1e5).fill(id)); }
  if (id === 'stuck') for (;;);
  if (id === 'crash') throw new Error('the worker broke');
  if (id === 'refused') return parentPort.postMessage({ ok: false, message: 'bad Markdown' });
  parentPort.postMessage({ ok: true, html: id + ' by ' + threadId, tagColors: { [id]: 1 } });
});
`;

const setup = { dist: '', config: {}, shell: '', tagColors: {} } as unknown as RenderSetup;
const feed = (id: string) => ({ kind: 'feed' as const, id, markdown: '' });
let dir: string;
let pool: RenderPool | null = null;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
  fs.writeFileSync(path.join(dir, 'worker.js'), WORKER);
});
afterEach(async () => {
  await pool?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = (options: { size?: number; timeoutMs?: number } = {}) => {
  const colors: Record<string, number>[] = [];
  pool = startRenderPool({
    script: path.join(dir, 'worker.js'),
    setup,
    heapMb: 16,
    onTagColors: (drawn) => colors.push(drawn),
    ...options,
  });
  return { pool, colors };
};

describe('the render pool', () => {
  it('renders on its workers, several at once, and hears the colours they drew', async () => {
    const { pool, colors } = start({ size: 2 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((id) => pool.render(feed(id))));
    expect(answers.map((answer) => answer.html?.split(' by ')[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(answers.map((answer) => answer.html?.split(' by ')[1])).size).toBe(2);
    expect(colors).toContainEqual({ d: 1 });
  });

  it("fails a task with the worker's reason", async () => {
    const { pool } = start({ size: 1 });
    await expect(pool.render(feed('refused'))).rejects.toThrow('bad Markdown');
    await expect(pool.render(feed('next'))).resolves.toEqual({
      html: expect.stringMatching(/^next by/),
    });
  });

  it.each([
    ['hog', /ran out of memory \(over 16 MB: PRERENDER_WORKER_HEAP_MB\)/],
    ['crash', /the renderer stopped \(the worker broke\)/],
  ])(
    'fails a task whose worker ends (%s) and renders the next on a new one',
    async (id, reason) => {
      const { pool } = start({ size: 1 });
      const [failed, next] = await Promise.allSettled([
        pool.render(feed(id)),
        pool.render(feed('next')),
      ]);
      expect(failed).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(reason) },
      });
      expect(next).toMatchObject({
        status: 'fulfilled',
        value: { html: expect.stringMatching(/^next by/) },
      });
    },
  );

  it('ends a worker stuck on a task and renders the next on a new one', async () => {
    const { pool } = start({ size: 1, timeoutMs: 500 });
    const [stuck, next] = await Promise.allSettled([
      pool.render(feed('stuck')),
      pool.render(feed('next')),
    ]);
    expect(stuck).toMatchObject({
      status: 'rejected',
      reason: { message: 'rendering it took over 0.5 s (PRERENDER_RENDER_TIMEOUT_MS)' },
    });
    expect(next).toMatchObject({ status: 'fulfilled' });
  });

  it('says so when its script is missing', () => {
    expect(() => startRenderPool({ script: path.join(dir, 'missing.js'), setup })).toThrow(
      /missing\.js is missing: build the node tools again/,
    );
  });
});
