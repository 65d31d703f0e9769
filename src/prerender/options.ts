/**
 * The prerender's command line: `[path/to/dist] [--all] [--config file] [--concurrency n]
 * [--timeout seconds] [--watch | --every 10m] [--listen HOST:PORT]`.
 */
import { PRERENDER_HOOK_TOKEN_MIN_CHARS, PRERENDER_WATCH_INTERVAL_MS } from '@/config/constants';

/** `--listen`: where the rebuild hook listens, and the token a request must carry. */
export interface ListenOptions {
  host: string;
  port: number;
  token: string;
}

export interface Options {
  dist: string;
  all: boolean;
  config: string | null;
  concurrency: number;
  /** The time one API call may take, in ms; null: the prerender's default. */
  timeoutMs: number | null;
  /** Keep polling, a pass every so many ms (--watch, --every); null: one pass. */
  everyMs: number | null;
  /** Serve the rebuild hook (rebuild-hook-server.ts); null: none. */
  listen: ListenOptions | null;
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

/** The characters of RFC 6750's bearer token, so the token travels in the header as it is. */
const TOKEN_CHARS = /^[A-Za-z0-9\-._~+/]+=*$/;
const HOW_TO_MAKE_ONE = `e.g. the output of \`openssl rand -hex 32\``;

/** `--listen HOST:PORT` (`[::1]:8790` for IPv6), with the token from PRERENDER_HOOK_TOKEN. */
function parseListen(value: string | undefined, env: NodeJS.ProcessEnv): ListenOptions {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^\s:[\]]+)):(\d{1,5})$/.exec(value ?? '');
  const port = Number(match?.[3]);
  if (!match || port > 65535) {
    throw new Error('--listen takes HOST:PORT, such as 127.0.0.1:8790 or [::1]:8790');
  }
  const token = env.PRERENDER_HOOK_TOKEN ?? '';
  if (!token) {
    throw new Error(
      `--listen needs a token: set PRERENDER_HOOK_TOKEN to a secret of at least ${PRERENDER_HOOK_TOKEN_MIN_CHARS} characters (${HOW_TO_MAKE_ONE}); a request must carry it to start a pass, so no one else who reaches the address can`,
    );
  }
  if (token.length < PRERENDER_HOOK_TOKEN_MIN_CHARS) {
    throw new Error(
      `PRERENDER_HOOK_TOKEN has ${token.length} characters: use at least ${PRERENDER_HOOK_TOKEN_MIN_CHARS} (${HOW_TO_MAKE_ONE}), since a short token can be guessed by trying`,
    );
  }
  if (!TOKEN_CHARS.test(token)) {
    throw new Error(
      'PRERENDER_HOOK_TOKEN may hold only letters, digits and - . _ ~ + / (then =), the characters of a bearer token in an Authorization header',
    );
  }
  return { host: match[1] ?? match[2], port, token };
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Options {
  const options: Options = {
    dist: 'dist',
    all: false,
    config: null,
    concurrency: DEFAULT_CONCURRENCY,
    timeoutMs: null,
    everyMs: null,
    listen: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') options.all = true;
    else if (arg === '--config') options.config = argv[++i] ?? null;
    else if (arg === '--concurrency') options.concurrency = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--timeout') options.timeoutMs = parseDuration(argv[++i], '--timeout');
    else if (arg === '--watch') options.everyMs ??= PRERENDER_WATCH_INTERVAL_MS;
    else if (arg === '--every') options.everyMs = parseDuration(argv[++i], '--every');
    else if (arg === '--listen') options.listen = parseListen(argv[++i], env);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}`);
    else options.dist = arg;
  }
  return options;
}
