/**
 * The main thread's heap, kept near what it holds. V8 lets a busy heap grow far past its live
 * size before it collects: the main thread of a run of 2,000 articles had 285 MB of heap holding
 * 84 MB (the API's answers, each page's store and data, dropped once the page is handed to a
 * worker), and 10,000 articles took the process past 1.4 GB. A full collection every so many
 * pages (PRERENDER_COLLECT_EVERY) costs tens of milliseconds; the workers' heaps are bounded by
 * their own limit (render-pool.ts).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { PRERENDER_COLLECT_EVERY } from '@/config/constants';

let collect: (() => void) | null | undefined;
let pages = 0;

/** Counts a page handed over; collects after every PRERENDER_COLLECT_EVERY of them. */
export function pageHandedOver(): void {
  pages += 1;
  if (pages % PRERENDER_COLLECT_EVERY !== 0) return;
  if (collect === undefined) {
    // Node exposes V8's collector only behind a flag, which may be set at run time.
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  collect?.();
}
