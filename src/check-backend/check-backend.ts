/**
 * `npm run check-backend`: holds a live backend to the contract before the blog goes live. It
 * makes the reads a reader's browser makes and, with a scratch blog's account, the console's
 * calls (cleaning up after itself), through the app's own wire layer, and reports each deviation
 * with what the app would do with it. Exit 0: matches; 1: a deviation breaks a screen; 2: the
 * check could not run.
 */
import { parseConfig, setConfig } from '@/config/runtime-config';
import { CallChecker, Interrupted } from './call-check';
import { PLACEHOLDER_ORIGIN, type CheckOptions } from './options';
import { checkReads } from './read-calls';
import { formatReport } from './report';
import { failureReason, WireClient } from './wire-client';
import { checkWrites } from './write-calls';

export interface CheckOutcome {
  exitCode: 0 | 1 | 2;
  text: string;
}

/** The app's settings for these calls, as config.js would give them. */
function installConfig(options: CheckOptions): void {
  const parsed = parseConfig(
    {
      apiBase: options.apiBase,
      mock: false,
      authScheme: options.authScheme,
      arrayFormat: options.arrayFormat,
    },
    '',
  );
  if (!parsed.ok) throw new Error(parsed.problem);
  setConfig({ ...parsed.config, requestTimeoutMs: options.timeoutMs });
}

/** One request before anything else: an address that does not answer gets one clear message. */
async function unreachable(options: CheckOptions): Promise<string | null> {
  try {
    const response = await fetch(`${options.apiBase}/api/article?page=1&pageSize=1`, {
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.arrayBuffer();
    return null;
  } catch (error) {
    return failureReason(error, options.timeoutMs);
  }
}

export async function checkBackend(
  options: CheckOptions,
  stop?: AbortSignal,
  stamp = Date.now().toString(36),
): Promise<CheckOutcome> {
  installConfig(options);
  const reason = await unreachable(options);
  if (reason) {
    return {
      exitCode: 2,
      text: `Cannot reach the API at ${options.apiBase} (${reason}). Check the address and that the backend is running; nothing was checked.`,
    };
  }
  const checker = new CallChecker(
    new WireClient(options.origin, options.timeoutMs),
    options.origin,
    stop,
  );
  let leftBehind: string[] | null = null;
  let interrupted = false;
  let signInRefused: string | null = null;
  try {
    await checkReads(checker);
    if (options.username !== null && options.password !== null) {
      const writes = await checkWrites(
        checker,
        { username: options.username, password: options.password },
        stamp,
      );
      leftBehind = writes.left;
      interrupted = writes.interrupted;
      signInRefused = writes.signInRefused ?? null;
    }
  } catch (error) {
    // Interrupted while reading: nothing was created yet.
    if (!(error instanceof Interrupted)) throw error;
    interrupted = true;
    leftBehind = options.username === null ? null : [];
  }
  const report = formatReport({
    apiBase: options.apiBase,
    origin: options.origin,
    placeholderOrigin: options.origin === PLACEHOLDER_ORIGIN,
    settings: `arrayFormat ${options.arrayFormat}, authScheme ${options.authScheme ? `"${options.authScheme}"` : 'none (raw token)'}${options.username ? `, signed in as ${options.username}` : ''}`,
    leftBehind,
    lines: checker.lines,
    findings: checker.findings,
    interrupted,
    signInRefused,
  });
  const unfinished = interrupted || signInRefused !== null;
  return { exitCode: unfinished ? 2 : report.errors > 0 ? 1 : 0, text: report.text };
}
