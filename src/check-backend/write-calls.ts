/**
 * The contract's console calls, with the scratch blog's owner account: sign in, read every
 * console list, then create, change, switch and delete a category, two labels, an article and a
 * file, checking that what was sent comes back as sent (the form encoding, arrays in the
 * configured `arrayFormat`). Whatever was created is deleted in `finally`, even when a step fails
 * midway; anything that could not be deleted is named, so the owner can remove it by hand.
 */
import {
  toArticleSummary,
  toLoginResult,
  toPage,
  toProfile,
  toTaxonomy,
  toAnalysis,
  wire,
} from '@/api/adapters';
import { Interrupted, type CallChecker } from './call-check';
import {
  analysis,
  articleSummary,
  loginResult,
  pageOf,
  profile,
  taxonomy,
} from './contract-shapes';
import { changes } from './write-changes';
import { cleanUp } from './write-cleanup';
import { Created, field, listOfPage, pageSpec } from './write-specs';

export interface Credentials {
  username: string;
  password: string;
}

export interface WriteOutcome {
  /** What could not be deleted (empty when the cleanup was complete). */
  left: string[];
  interrupted: boolean;
  /** The sign-in's refusal message: the account given is wrong, nothing was checked. */
  signInRefused?: string | null;
}

/** Runs the console's calls, then deletes what they created. */
export async function checkWrites(
  checker: CallChecker,
  credentials: Credentials,
  stamp: string,
): Promise<WriteOutcome> {
  const login = await checker.check(
    { url: '/api/auth/login', method: 'POST', params: { ...credentials }, noReauth: true },
    {
      uses: 'the sign-in form (/manager)',
      onFailure: 'the owner cannot sign in: the whole console is out of reach',
      adapt: toLoginResult,
      shape: loginResult,
      summarize: (data) => `signed in as ${String(field(data, 'username'))}`,
      // Wrong credentials are the check's problem, not the backend's: said apart (exit 2).
      expectRefusal: (exchange) => exchange.result.error?.kind === 'api',
    },
    null,
  );
  const refused =
    login.exchange.result.error?.kind === 'api' ? login.exchange.result.error.msg : null;
  const token = login.data === undefined ? '' : toLoginResult(login.data).token;
  if (!token) {
    checker.skip('console calls', 'not signed in');
    return { left: [], interrupted: false, signInRefused: refused };
  }
  const created: Created[] = [];
  let interrupted = false;
  try {
    await consoleReads(checker, token);
    await changes(checker, token, stamp, created);
  } catch (error) {
    // Whatever stopped the steps, what they created is deleted below and the report goes on.
    if (error instanceof Interrupted) interrupted = true;
    else {
      const message = error instanceof Error ? error.message : String(error);
      checker.note(
        'error',
        'check-backend',
        'the check itself',
        `stopped: ${message}`,
        'not known: the steps after this one were not checked',
      );
    }
  } finally {
    await cleanUp(checker, token, created);
  }
  const left = created.map((item) =>
    item.id ? `${item.kind} ${item.id} "${item.name}"` : `perhaps a ${item.kind} "${item.name}"`,
  );
  await checker.check(
    { url: '/api/auth/logout', method: 'POST', noReauth: true },
    {
      uses: 'sign-out',
      onFailure: 'nothing (a failed sign-out is ignored)',
      failureSeverity: 'warning',
      summarize: () => 'signed out',
    },
    token,
  );
  return { left, interrupted };
}

async function consoleReads(checker: CallChecker, token: string): Promise<void> {
  await checker.check(
    { url: '/api/auth/profile', noReauth: true },
    {
      uses: "the console's entry check and header",
      onFailure: 'every console entry ends on the sign-in form (the profile check fails)',
      gate: wire.profile,
      adapt: toProfile,
      shape: profile,
      summarize: (data) => `username ${JSON.stringify(field(data, 'username'))}`,
    },
    token,
  );
  const articles = pageSpec(
    "the console's Articles table",
    wire.articlePage,
    toPage(toArticleSummary, 'articles'),
    pageOf(articleSummary),
  );
  await checker.check(
    { url: '/api/article/all', params: { page: 1, pageSize: 10 } },
    articles,
    token,
  );
  const disabled = await checker.check(
    { url: '/api/article/all', params: { page: 1, pageSize: 10, disabled: true } },
    articles,
    token,
  );
  if (
    disabled.data !== undefined &&
    !listOfPage(disabled.data).every((item) => toArticleSummary(item).disabled)
  ) {
    checker.note(
      'error',
      'GET /api/article/all',
      'disabled',
      'disabled=true answers enabled articles',
      "the Articles table's status filter shows the wrong rows",
    );
  }
  for (const [path, what] of [
    ['/api/category/all', 'Categories'],
    ['/api/label/all', 'Labels'],
  ] as const) {
    await checker.check(
      { url: path, params: { page: 1, pageSize: 10 } },
      pageSpec(
        `the console's ${what} screen`,
        wire.taxonomyPage,
        toPage(toTaxonomy, 'taxonomies'),
        pageOf(taxonomy),
      ),
      token,
    );
  }
  await checker.check(
    { url: '/api/analysis', params: { days: 30 } },
    {
      uses: "the console's dashboard",
      onFailure: 'the dashboard shows its error state with Retry',
      gate: wire.analysis,
      adapt: toAnalysis,
      shape: analysis,
      summarize: (data) =>
        `pv ${String(field(data, 'pv'))}, ${String((field(data, 'daily') as unknown[] | undefined)?.length)} days`,
    },
    token,
  );
}
