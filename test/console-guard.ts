/**
 * A passing test prints nothing: every console.error and console.warn during a test is recorded,
 * and one the test did not expect fails it when it ends, with what was said (React's "not
 * wrapped in act(...)" warnings included). A test that expects one says so with `allowConsole`.
 */
import { format } from 'node:util';

type Level = 'error' | 'warn';
const LEVELS: Level[] = ['error', 'warn'];

/**
 * Notices about the machine, not the code: Redux Toolkit's development checks say how long they
 * took when a busy machine made them slow. A test cannot depend on them either way.
 */
const MACHINE_NOISE = [/^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/];

interface Allowance {
  level: Level;
  pattern: RegExp;
}

let allowances: Allowance[] = [];
let unexpected: string[] = [];

/**
 * Lets the current test print console[level] messages matching `pattern` (tested against the
 * formatted message) without failing; they are not printed. Cleared after each test.
 */
export function allowConsole(level: Level, pattern: RegExp): void {
  allowances.push({ level, pattern });
}

function record(level: Level, args: unknown[]): void {
  // React passes its own format string ("%s ..."), so format as the console would.
  const message = format(...args);
  if (MACHINE_NOISE.some((pattern) => pattern.test(message))) return;
  if (allowances.some((a) => a.level === level && a.pattern.test(message))) return;
  // Where it was said from: the frames outside packages (React's own warnings carry none).
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 80;
  const stack = new Error().stack;
  Error.stackTraceLimit = limit;
  const frames = (stack ?? '')
    .split('\n')
    .slice(1)
    .filter(
      (line) =>
        /^\s+at /.test(line) && !/node_modules|console-guard\.ts:|\(<anonymous>\)$/.test(line),
    )
    .slice(0, 6);
  const head = message.split('\n').slice(0, 6).join('\n');
  unexpected.push(`console.${level}: ${[head, ...frames].join('\n')}`);
}

/** What was recorded and not yet reported, emptied (the guard's own test reads it). */
export function takeUnexpected(): string[] {
  const found = unexpected;
  unexpected = [];
  return found;
}

/** Throws what was recorded since the last check, if anything. */
function check(when: string): void {
  const found = takeUnexpected();
  if (found.length === 0) return;
  throw new Error(
    `Unexpected console output ${when} (allowConsole() if the test expects it):\n\n${found.join('\n\n')}`,
  );
}

/**
 * Installs the guard (setup-tests.ts) for the whole file, hooks included: what a test prints
 * fails it in afterEach; what is printed after the last test fails the file in afterAll.
 */
export function guardConsole(): void {
  for (const level of LEVELS) console[level] = (...args: unknown[]) => record(level, args);
  afterEach(() => {
    try {
      check('in this test');
    } finally {
      allowances = [];
    }
  });
  afterAll(() => check('after the tests of this file'));
}
