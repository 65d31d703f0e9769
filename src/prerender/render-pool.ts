/**
 * The pass's render workers (render-worker.ts), one per core the machine offers: pages are rendered
 * off the main thread, which keeps serving the API calls of the articles still to come (a 1 MiB
 * article rendered on it held them past their time-out: issue 42), and several at once. A worker
 * that runs out of memory (PRERENDER_WORKER_HEAP_MB), crashes or takes longer than
 * PRERENDER_RENDER_TIMEOUT_MS on one task is ended and replaced, and that task fails with the
 * reason, so the article is named and skipped like any other failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  PRERENDER_RENDER_TIMEOUT_MS,
  PRERENDER_WORKER_HEAP_MB,
  PRERENDER_WORKER_STACK_MB,
} from '@/config/constants';
import type {
  RenderAnswer,
  RenderResult,
  RenderSetup,
  RenderTask,
  ToWorker,
} from './render-messages';

export interface RenderPool {
  /** Resolves to what the task gives back (the worker writes a page itself). */
  render(task: RenderTask): Promise<RenderResult>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** The worker's script (build/prerender/prerender-worker.js beside the prerender's). */
  script: string;
  setup: RenderSetup;
  size?: number;
  /** Hears the tag colours a worker drew (the manifest keeps them for the next run). */
  onTagColors?: (colors: Record<string, number>) => void;
  timeoutMs?: number;
  heapMb?: number;
}

interface Job {
  task: RenderTask;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/** Why a worker ended without answering, in words for the summary. */
function endReason(error: Error | null, code: number, heapMb: number): string {
  if ((error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return `rendering it ran out of memory (over ${heapMb} MB: PRERENDER_WORKER_HEAP_MB)`;
  }
  return `the renderer stopped (${error?.message ?? `exit code ${code}`})`;
}

export function startRenderPool({
  script,
  setup,
  size = os.availableParallelism(),
  onTagColors,
  timeoutMs = PRERENDER_RENDER_TIMEOUT_MS,
  heapMb = PRERENDER_WORKER_HEAP_MB,
}: PoolOptions): RenderPool {
  if (!fs.existsSync(script)) {
    throw new Error(
      `${script} is missing: build the node tools again (webpack --env prerender --mode production)`,
    );
  }
  const waiting: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, { job: Job; timer: NodeJS.Timeout }>();
  let closed = false;

  /** A page task's files half written by a worker ended mid-way (replaceFile's temporaries). */
  const removeTemporaries = (worker: Worker, { task }: Job) => {
    if (task.kind !== 'page') return;
    for (const suffix of ['', '.gz', '.br']) {
      const file = path.join(task.staging, `${task.file}${suffix}`);
      fs.rmSync(`${file}.${process.pid}-${worker.threadId}.tmp`, { force: true });
    }
  };

  const finish = (worker: Worker, settle: (job: Job) => void) => {
    const current = busy.get(worker);
    if (!current) return;
    clearTimeout(current.timer);
    busy.delete(worker);
    settle(current.job);
  };

  const give = (worker: Worker) => {
    const job = waiting.shift();
    if (!job) {
      idle.push(worker);
      return;
    }
    const timer = setTimeout(() => {
      finish(worker, (stuck) => {
        replace(worker).then(() => removeTemporaries(worker, stuck));
        stuck.reject(
          new Error(`rendering it took over ${timeoutMs / 1000} s (PRERENDER_RENDER_TIMEOUT_MS)`),
        );
      });
    }, timeoutMs);
    busy.set(worker, { job, timer });
    worker.postMessage({ task: job.task } satisfies ToWorker);
  };

  const start = () => {
    const worker = new Worker(script, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: PRERENDER_WORKER_STACK_MB },
    });
    worker.postMessage({ setup } satisfies ToWorker);
    worker.on('message', (answer: RenderAnswer) => {
      if (answer.ok) onTagColors?.(answer.tagColors);
      finish(worker, (job) =>
        answer.ok
          ? job.resolve({ html: answer.html, words: answer.words })
          : job.reject(new Error(answer.message)),
      );
      give(worker);
    });
    let failure: Error | null = null;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      if (closed) return;
      finish(worker, (job) => {
        removeTemporaries(worker, job);
        job.reject(new Error(endReason(failure, code, heapMb)));
      });
      void replace(worker);
    });
    give(worker);
  };

  /** Ends a worker that failed its task (or is stuck in it) and starts another in its place. */
  const replace = (worker: Worker): Promise<unknown> => {
    worker.removeAllListeners();
    // An 'error' while it ends (a stuck worker's) is this failure's, already said.
    worker.on('error', () => undefined);
    if (!closed) start();
    return worker.terminate();
  };

  for (let n = 0; n < Math.max(1, size); n += 1) start();

  return {
    render: (task) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('The render pool is closed'));
        waiting.push({ task, resolve, reject });
        const worker = idle.shift();
        if (worker) give(worker);
      }),
    async close() {
      closed = true;
      const workers = [...idle, ...busy.keys()];
      for (const { job, timer } of busy.values()) {
        clearTimeout(timer);
        job.reject(new Error('The render pool was closed'));
      }
      busy.clear();
      for (const job of waiting.splice(0)) job.reject(new Error('The render pool was closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
