/**
 * The CORS headers a browser needs from the API before it hands the app an answer. Public pages
 * send no header a preflight is needed for, but the signed-in owner's token goes with every call
 * to the API, so every call is preflighted for the owner; the answer itself must allow the blog's
 * origin for anyone. Per the Fetch standard, `*` in Allow-Headers never covers Authorization.
 */
import type { PreflightAnswer } from './wire-client';

export interface CorsProblem {
  severity: 'error' | 'warning';
  where: string;
  problem: string;
  app: string;
}

// A browser allows these methods without their being listed.
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

const OWNER_BLOCKED =
  'the browser blocks this call whenever the owner is signed in (the token goes with every call): the console fails as "could not be reached", /manager says the blog could not be reached';

const names = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/** Access-Control-Allow-Origin allows the origin: `*` (the app sends no cookies) or the origin itself. */
const allowsOrigin = (header: string | null, origin: string) => header === '*' || header === origin;

export function preflightProblems(
  answer: PreflightAnswer,
  origin: string,
  method: string,
): CorsProblem[] {
  const where = 'CORS preflight';
  if (answer.status === null) {
    return [
      {
        severity: 'error',
        where,
        problem: `OPTIONS failed: ${answer.failure}`,
        app: OWNER_BLOCKED,
      },
    ];
  }
  if (answer.status < 200 || answer.status > 299) {
    return [
      {
        severity: 'error',
        where,
        problem: `OPTIONS answered HTTP ${answer.status}, not 2xx`,
        app: OWNER_BLOCKED,
      },
    ];
  }
  const headers = answer.headers!;
  const problems: CorsProblem[] = [];
  const allowOrigin = headers.get('access-control-allow-origin');
  if (!allowsOrigin(allowOrigin, origin)) {
    problems.push({
      severity: 'error',
      where,
      problem: allowOrigin
        ? `Access-Control-Allow-Origin is "${allowOrigin}", not ${origin} or *`
        : `no Access-Control-Allow-Origin for ${origin}`,
      app: OWNER_BLOCKED,
    });
  }
  const methods = names(headers.get('access-control-allow-methods'));
  if (
    !SAFELISTED_METHODS.has(method) &&
    !methods.includes(method.toLowerCase()) &&
    !methods.includes('*')
  ) {
    problems.push({
      severity: 'error',
      where,
      problem: `Access-Control-Allow-Methods (${headers.get('access-control-allow-methods') ?? 'none'}) lacks ${method}`,
      app: `the browser blocks every ${method} call: the console cannot save or delete with it`,
    });
  }
  const allowed = names(headers.get('access-control-allow-headers'));
  const shown = headers.get('access-control-allow-headers') ?? 'none';
  if (!allowed.includes('authorization')) {
    problems.push({
      severity: 'error',
      where,
      problem: `Access-Control-Allow-Headers (${shown}) lacks Authorization${allowed.includes('*') ? ' (* does not cover it)' : ''}`,
      app: OWNER_BLOCKED,
    });
  }
  if (!allowed.includes('content-type') && !allowed.includes('*')) {
    problems.push({
      severity: 'warning',
      where,
      problem: `Access-Control-Allow-Headers (${shown}) lacks Content-Type`,
      app: 'harmless today: the app sends only form and multipart bodies, whose Content-Type browsers do not preflight',
    });
  }
  return problems;
}

/** The answer itself must name the blog's origin (or `*`), or the browser hides it from the app. */
export function answerProblems(headers: Headers, origin: string, uses: string): CorsProblem[] {
  const allowOrigin = headers.get('access-control-allow-origin');
  if (allowsOrigin(allowOrigin, origin)) return [];
  return [
    {
      severity: 'error',
      where: 'CORS answer',
      problem: allowOrigin
        ? `Access-Control-Allow-Origin is "${allowOrigin}", not ${origin} or *`
        : `no Access-Control-Allow-Origin for ${origin}`,
      app: `the browser hides the answer, which the app takes as "could not be reached": this breaks ${uses}`,
    },
  ];
}
