/** The command line of `npm run check-backend -- <api base> [options]`. */
import { parseArgs } from 'node:util';
import { parseConfig, type ArrayFormat } from '@/config/runtime-config';

export interface CheckOptions {
  apiBase: string;
  origin: string;
  username: string | null;
  password: string | null;
  authScheme: string;
  arrayFormat: ArrayFormat;
  timeoutMs: number;
}

/** Stands in for the blog's address when none is given; the report says so. */
export const PLACEHOLDER_ORIGIN = 'https://blog.example.com';
const DEFAULT_TIMEOUT_MS = 15000;
const ARRAY_FORMATS = ['repeat', 'brackets', 'indices', 'comma'];

export const USAGE = `Usage: npm run check-backend -- <api base> [options]

Holds a blog API to the backend contract (mocks/README.md) and says what the app would do with
each deviation.

  <api base>              the API's absolute address, as apiBase in config.js
  --origin <url>          the blog's own address, for the CORS checks (default ${PLACEHOLDER_ORIGIN})
  --username <name>       with --password: a scratch blog's owner account; the console's calls
  --password <password>   are checked too, creating and then deleting a few records
  --array-format <f>      repeat (default), brackets, indices or comma, as arrayFormat in config.js
  --auth-scheme <s>       Bearer (default), as authScheme in config.js ('' sends the raw token)
  --timeout <seconds>     how long one call may take (default ${DEFAULT_TIMEOUT_MS / 1000})

Exit code: 0 the backend matches (warnings are harmless), 1 a deviation breaks a screen,
2 the check could not run (bad arguments, the API not reached).`;

export type ParsedOptions = { ok: true; options: CheckOptions } | { ok: false; problem: string };

function asOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/+$/, '')
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/** The options, or what is wrong with them (an empty problem: help was asked for). */
export function parseOptions(argv: string[]): ParsedOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        origin: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'array-format': { type: 'string' },
        'auth-scheme': { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { ok: false, problem: '' };
  if (positionals.length !== 1) {
    return {
      ok: false,
      problem: positionals.length
        ? `Name one API address, not ${positionals.length}.`
        : 'Name the API address, e.g. https://api.example.com.',
    };
  }
  const arrayFormat = values['array-format'] ?? 'repeat';
  if (!ARRAY_FORMATS.includes(arrayFormat)) {
    return {
      ok: false,
      problem: `--array-format "${arrayFormat}" is not ${ARRAY_FORMATS.join(', ')}.`,
    };
  }
  const config = parseConfig({ apiBase: positionals[0], mock: false }, '');
  if (!config.ok) return { ok: false, problem: config.problem.replace(' in config.js', '') };
  const origin = asOrigin(values.origin ?? PLACEHOLDER_ORIGIN);
  if (!origin) {
    return {
      ok: false,
      problem: `--origin "${values.origin}" is not an origin such as https://blog.example.com.`,
    };
  }
  if (!!values.username !== !!values.password) {
    return { ok: false, problem: '--username and --password go together.' };
  }
  const seconds = Number(values.timeout ?? DEFAULT_TIMEOUT_MS / 1000);
  if (!(seconds > 0)) {
    return { ok: false, problem: `--timeout "${values.timeout}" is not a number of seconds.` };
  }
  return {
    ok: true,
    options: {
      apiBase: config.config.apiBase,
      origin,
      username: values.username ?? null,
      password: values.password ?? null,
      authScheme: values['auth-scheme'] ?? 'Bearer',
      arrayFormat: arrayFormat as ArrayFormat,
      timeoutMs: seconds * 1000,
    },
  };
}
