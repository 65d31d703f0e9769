/**
 * The prerender's command line: `[path/to/dist] [--all] [--config file] [--concurrency n]
 * [--timeout seconds] [--watch | --every 10m]`.
 */
import { PRERENDER_WATCH_INTERVAL_MS } from '@/config/constants';

export interface Options {
  dist: string;
  all: boolean;
  config: string | null;
  concurrency: number;
  /** The time one API call may take, in ms; null: the prerender's default. */
  timeoutMs: number | null;
  /** Keep polling, a pass every so many ms (--watch, --every); null: one pass. */
  everyMs: number | null;
}

const DEFAULT_CONCURRENCY = 4;
const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60000, h: 3600000 };

/** `10m`, `30s`, `1h`, `500ms` (a bare number is seconds) in ms. */
export function parseDuration(value: string | undefined, option: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(value ?? '');
  const ms = match ? Number(match[1]) * UNITS[match[2] ?? 's'] : NaN;
  if (!(ms > 0)) throw new Error(`${option} takes a duration such as 30s, 10m or 1h`);
  return ms;
}

export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    dist: 'dist',
    all: false,
    config: null,
    concurrency: DEFAULT_CONCURRENCY,
    timeoutMs: null,
    everyMs: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') options.all = true;
    else if (arg === '--config') options.config = argv[++i] ?? null;
    else if (arg === '--concurrency') options.concurrency = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--timeout') options.timeoutMs = parseDuration(argv[++i], '--timeout');
    else if (arg === '--watch') options.everyMs ??= PRERENDER_WATCH_INTERVAL_MS;
    else if (arg === '--every') options.everyMs = parseDuration(argv[++i], '--every');
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.dist = arg;
  }
  return options;
}
