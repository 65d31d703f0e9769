/**
 * The contract's console calls, with the scratch blog's owner account: sign in, read every
 * console list, then create, change, switch and delete a category, two labels, an article and a
 * file, checking that what was sent comes back as sent (the form encoding, arrays in the
 * configured `arrayFormat`). Whatever was created is deleted in `finally`, even when a step fails
 * midway; anything that could not be deleted is named, so the owner can remove it by hand.
 */
import {
  toArticle,
  toArticleSummary,
  toDisabledState,
  toFileItem,
  toLoginResult,
  toPage,
  toProfile,
  toTaxonomy,
  toAnalysis,
  wire,
} from '@/api/adapters';
import type { RequestArgs } from '@/api/base-query';
import { isNotFound } from '@/api/errors';
import { answer } from '@/api/mutation-answers';
import { getConfig } from '@/config/runtime-config';
import { Interrupted, type CallChecker, type CallSpec } from './call-check';
import {
  analysis,
  article,
  articleSummary,
  disabledState,
  fileItem,
  loginResult,
  pageOf,
  profile,
  taxonomy,
} from './contract-shapes';
import { articleDetail, notFound } from './read-calls';

type Raw = Record<string, unknown>;
const field = (data: unknown, name: string): unknown => (data as Raw | undefined)?.[name];
const idOf = (data: unknown): string | null => {
  const id = field(data, 'id');
  return id === undefined || id === null || id === '' ? null : String(id);
};
const listOfPage = (data: unknown): Raw[] => {
  const list = field(data, 'list');
  return Array.isArray(list) ? (list as Raw[]) : [];
};

export interface Credentials {
  username: string;
  password: string;
}

interface Created {
  kind: 'article' | 'category' | 'label' | 'file';
  id: string;
  name: string;
}

const CONSOLE_SAVE =
  'the console says the save failed (with Retry), although the server may have saved it';
const pageSpec = (
  uses: string,
  gate: CallSpec['gate'],
  adapt: CallSpec['adapt'],
  shape: CallSpec['shape'],
): CallSpec => ({
  uses,
  onFailure: `${uses} shows its error state with Retry`,
  gate,
  adapt,
  shape,
  summarize: (data) => `${listOfPage(data).length} of ${String(field(data, 'total'))}`,
});

const taxonomyAnswer = (what: string, kind: string): CallSpec => ({
  uses: `the console's ${what} screen`,
  onFailure: CONSOLE_SAVE,
  gate: answer.taxonomy,
  adapt: toTaxonomy,
  shape: taxonomy,
  summarize: (data) => `${kind} ${String(field(data, 'id'))} "${String(field(data, 'name'))}"`,
});
const toggleAnswer = (what: string): CallSpec => ({
  uses: `the console's ${what} Enabled switch`,
  onFailure: `the ${what} Enabled switch fails`,
  gate: answer.disabledState,
  adapt: toDisabledState,
  shape: disabledState,
  summarize: (data) => `disabled: ${String(field(data, 'disabled'))}`,
});
const deletion = (what: string): CallSpec => ({
  uses: `the console's delete of a ${what}`,
  onFailure: `the console cannot delete a ${what}`,
  summarize: () => 'deleted',
});
const articleAnswer: CallSpec = {
  uses: "the console's editor",
  onFailure: CONSOLE_SAVE,
  gate: answer.article,
  adapt: toArticle,
  shape: article,
  summarize: (data) => `article ${String(field(data, 'id'))}`,
};

/** Texts that only travel intact when the form body is encoded and decoded as qs writes it. */
const TRICKY = '&+=%ü 😀 "q"';

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

const fileList: CallSpec = {
  ...pageSpec(
    "the console's Files screen",
    wire.filePage,
    toPage(toFileItem, 'files'),
    pageOf(fileItem),
  ),
  // An optional extension: a backend without it answers HTTP 404, and the screen says so.
  expectRefusal: (exchange) => exchange.status === 404,
};

async function changes(
  checker: CallChecker,
  token: string,
  stamp: string,
  created: Created[],
): Promise<void> {
  const send = (args: RequestArgs, spec: CallSpec) => checker.check(args, spec, token);
  const echo = (call: string, name: string, sent: unknown, got: unknown) => {
    // Surrounding whitespace may be trimmed: the app trims nothing it shows.
    if (got !== undefined && String(got).trim() !== String(sent).trim()) {
      checker.note(
        'error',
        call,
        name,
        `sent ${JSON.stringify(sent)}, saved ${JSON.stringify(got)}`,
        'texts with & + = % or non-ASCII characters are saved altered (the form body is decoded wrongly)',
      );
    }
  };

  // A category and two labels, each created, renamed, switched off and on again.
  const taxonomyIds: Record<'category' | 'label', string[]> = { category: [], label: [] };
  for (const [kind, base, count] of [
    ['category', '/api/category', 1],
    ['label', '/api/label', 2],
  ] as const) {
    const what = kind === 'category' ? 'Categories' : 'Labels';
    for (let n = 1; n <= count; n += 1) {
      const name = `cb${stamp}${n} ${TRICKY}`.slice(0, 40);
      const made = await send(
        { url: base, method: 'POST', params: { name } },
        taxonomyAnswer(what, kind),
      );
      // The raw answer's id: an answer the app refuses may still name what it created.
      const id = idOf(made.exchange.result.data);
      if (!id) {
        await recover(checker, token, kind, name, created);
        continue;
      }
      created.push({ kind, id, name });
      taxonomyIds[kind].push(id);
      echo(`POST ${base}`, 'name', name, field(made.data, 'name'));
      if (n > 1) continue;
      const renamed = `${name} 2`;
      const updated = await send(
        { url: `${base}/{id}`, method: 'PUT', params: { id, name: renamed } },
        taxonomyAnswer(what, kind),
      );
      echo(`PUT ${base}/{id}`, 'name', renamed, field(updated.data, 'name'));
      if (updated.data !== undefined) created[created.length - 1].name = renamed;
      await toggleTwice(checker, token, `${base}/disabled/{id}`, id, toggleAnswer(kind));
    }
  }

  const [categoryId] = taxonomyIds.category;
  const labelIds = taxonomyIds.label;
  if (!categoryId || labelIds.length < 2) {
    checker.skip(
      'POST /api/article and the article calls',
      'needs the category and the two labels above',
    );
  } else {
    await articleCalls(checker, token, stamp, created, { categoryId, labelIds }, echo);
  }

  // A file: uploaded, listed (optional extension), served at its url.
  const name = `check-backend-${stamp}.png`;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  const upload = await send(
    { url: '/api/file/upload', method: 'POST', formData: form },
    {
      uses: "the console's Files screen and the editor's image upload",
      onFailure: 'every upload fails (the editor cannot add images)',
      gate: answer.file,
      adapt: toFileItem,
      shape: fileItem,
      summarize: (data) => `file ${String(field(data, 'id'))} at ${String(field(data, 'url'))}`,
    },
  );
  const fileId = idOf(upload.exchange.result.data);
  if (!fileId) await recover(checker, token, 'file', name, created);
  else {
    created.push({ kind: 'file', id: fileId, name });
    const url = toFileItem(upload.data).url;
    if (!url) {
      checker.note(
        'error',
        'POST /api/file/upload',
        'data.url',
        `${JSON.stringify(field(upload.data, 'url'))} is not an absolute http(s) address`,
        'the file has no link or preview, and an image inserted in an article is broken',
      );
    } else {
      await checkServed(checker, url);
    }
    const files = await send({ url: '/api/file', params: { page: 1, pageSize: 100 } }, fileList);
    if (
      files.data !== undefined &&
      !listOfPage(files.data).some((item) => String(item.id) === fileId)
    ) {
      checker.note(
        'warning',
        'GET /api/file',
        'list',
        `the upload ${fileId} is not on the list's first page`,
        'the Files screen does not show a new upload at once',
      );
    }
  }

  await send(
    {
      url: '/api/analysis',
      method: 'POST',
      params: { key: `check-backend-${stamp}`, event: 'analysis', path: '/' },
    },
    {
      uses: "the home page's visit count (one page view added; it cannot be taken back)",
      onFailure: 'nothing shows (the call is quiet), but the dashboard misses visits',
      failureSeverity: 'warning',
      summarize: () => 'visit recorded',
    },
  );
}

interface Taxonomies {
  categoryId: string;
  labelIds: string[];
}

async function articleCalls(
  checker: CallChecker,
  token: string,
  stamp: string,
  created: Created[],
  { categoryId, labelIds }: Taxonomies,
  echo: (call: string, name: string, sent: unknown, got: unknown) => void,
): Promise<void> {
  const send = (args: RequestArgs, spec: CallSpec) => checker.check(args, spec, token);
  const { arrayFormat } = getConfig();
  const title = `check-backend ${stamp} ${TRICKY}`;
  const input = {
    title,
    summary: `A scratch article of check-backend ${TRICKY}; delete it if it is left over.`,
    content: `# Scratch\n\nLine one & two + three = 100% ${TRICKY}\n\n- [x] done\n`,
    categoryId,
    labelIds,
    // Created disabled: readers never see it.
    disabled: true,
  };
  const made = await send({ url: '/api/article', method: 'POST', params: input }, articleAnswer);
  const id = idOf(made.exchange.result.data);
  if (!id) {
    await recover(checker, token, 'article', title, created);
    checker.skip('the article calls', 'needs the article above');
    return;
  }
  created.push({ kind: 'article', id, name: title });
  for (const name of ['title', 'summary', 'content'] as const)
    echo('POST /api/article', name, input[name], field(made.data, name));
  if (made.data !== undefined) {
    checkTaxonomies(checker, 'POST /api/article', made.data, categoryId, labelIds, arrayFormat);
  }
  if (made.data !== undefined && !toArticle(made.data).disabled) {
    checker.note(
      'error',
      'POST /api/article',
      'disabled',
      'disabled=true was sent, the article was created enabled',
      'an article saved with Enabled off is published at once',
    );
  }

  await send(
    { url: '/api/article/detail/{id}', params: { id } },
    {
      ...articleDetail,
      uses: "the console's editor (a disabled article, read by its owner)",
      onFailure: 'the editor cannot open a disabled article',
    },
  );
  const found = await send(
    {
      url: '/api/article/all',
      params: { page: 1, pageSize: 10, keyword: `${stamp} ${TRICKY}`, categoryId, disabled: true },
    },
    pageSpec(
      "the console's Articles table (search and filters)",
      wire.articlePage,
      toPage(toArticleSummary, 'articles'),
      pageOf(articleSummary),
    ),
  );
  if (found.data !== undefined && !listOfPage(found.data).some((item) => String(item.id) === id)) {
    checker.note(
      'error',
      'GET /api/article/all',
      'keyword',
      `keyword=${JSON.stringify(`${stamp} ${TRICKY}`)} with categoryId and disabled=true does not find the article`,
      'searching with & + = % or non-ASCII characters misses articles (the query string is decoded wrongly)',
    );
  }

  const edited = { ...input, id, title: `${title} 2`, labelIds: labelIds.slice(1) };
  const updated = await send(
    { url: '/api/article/{id}', method: 'PUT', params: edited },
    articleAnswer,
  );
  if (updated.data !== undefined) {
    created[created.length - 1].name = edited.title;
    echo('PUT /api/article/{id}', 'title', edited.title, field(updated.data, 'title'));
    checkTaxonomies(
      checker,
      'PUT /api/article/{id}',
      updated.data,
      categoryId,
      edited.labelIds,
      arrayFormat,
    );
  }
  await toggleTwice(checker, token, '/api/article/disabled/{id}', id, toggleAnswer('article'));
}

function checkTaxonomies(
  checker: CallChecker,
  call: string,
  data: unknown,
  categoryId: string,
  labelIds: string[],
  arrayFormat: string,
): void {
  const saved = toArticle(data);
  if (saved.category?.id !== categoryId) {
    checker.note(
      'error',
      call,
      'data.category',
      `categoryId ${categoryId} was sent, the article has ${JSON.stringify(saved.category?.id ?? null)}`,
      'articles lose their category on save',
    );
  }
  const got = saved.labels.map((label) => label.id).sort();
  if (got.join('\n') !== [...labelIds].sort().join('\n')) {
    checker.note(
      'error',
      call,
      'data.labels',
      `labelIds [${labelIds.join(', ')}] were sent as arrayFormat "${arrayFormat}", the article has [${got.join(', ')}]`,
      "articles lose labels on save: set arrayFormat in config.js to the format the backend reads ('repeat', 'brackets', 'indices' or 'comma')",
    );
  }
}

/** Switches a record off and back on (or on and back off): the second answer must undo the first. */
async function toggleTwice(
  checker: CallChecker,
  token: string,
  url: string,
  id: string,
  spec: CallSpec,
): Promise<void> {
  const first = await checker.check({ url, method: 'POST', params: { id } }, spec, token);
  const second = await checker.check({ url, method: 'POST', params: { id } }, spec, token);
  if (first.data === undefined || second.data === undefined) return;
  const a = toDisabledState(first.data);
  const b = toDisabledState(second.data);
  if (a.disabled === b.disabled) {
    checker.note(
      'error',
      `POST ${url}`,
      'data.disabled',
      `two switches in a row both answered disabled: ${a.disabled}`,
      'the Enabled switch shows a state the record does not have',
    );
  }
  if (a.id !== id || b.id !== id) {
    checker.note(
      'warning',
      `POST ${url}`,
      'data.id',
      `answered id ${JSON.stringify(a.id)}, not ${id}`,
      'harmless: the app switches the row it asked for',
    );
  }
}

/** A file's url must serve it (the Files screen's preview, an image in an article). */
async function checkServed(checker: CallChecker, url: string): Promise<void> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15000) });
    await response.arrayBuffer();
    if (!response.ok) {
      checker.note(
        'error',
        'GET {file url}',
        'file',
        `${url} answers HTTP ${response.status}`,
        'the file preview and images inserted in articles are broken',
      );
    }
  } catch (error) {
    checker.note(
      'error',
      'GET {file url}',
      'file',
      `${url} could not be fetched (${error instanceof Error ? error.message : String(error)})`,
      'the file preview and images inserted in articles are broken',
    );
  }
}

/**
 * A create that answered no usable id may still have created the record: look for it by its
 * unique name, so the cleanup can delete it (or name it as perhaps left behind).
 */
async function recover(
  checker: CallChecker,
  token: string,
  kind: Created['kind'],
  name: string,
  created: Created[],
): Promise<void> {
  const list =
    kind === 'file' ? '/api/file' : kind === 'article' ? '/api/article/all' : `/api/${kind}/all`;
  const params =
    kind === 'file' ? { page: 1, pageSize: 100 } : { page: 1, pageSize: 10, keyword: name };
  const found = await checker.check(
    { url: list, params },
    {
      uses: `finding the ${kind} a failed create may have left`,
      onFailure: 'the check cannot tell whether the create left a record',
      failureSeverity: 'warning',
      summarize: (data) => `${listOfPage(data).length} found`,
    },
    token,
  );
  const match = listOfPage(found.data).find(
    (item) => String(kind === 'article' ? item.title : item.name).trim() === name.trim(),
  );
  const id = match ? idOf(match) : null;
  if (id) created.push({ kind, id, name });
  else if (found.data === undefined) created.push({ kind, id: '', name });
}

async function cleanUp(checker: CallChecker, token: string, created: Created[]): Promise<void> {
  checker.cleaning = true;
  // Articles first: a category in use cannot be deleted.
  const order: Created['kind'][] = ['article', 'label', 'category', 'file'];
  const todo = [...created].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const item of todo.filter(({ id }) => id !== '')) {
    const path = item.kind === 'file' ? '/api/file/{id}' : `/api/${item.kind}/{id}`;
    const gone = await checker.check(
      { url: path, method: 'DELETE', params: { id: item.id } },
      item.kind === 'file'
        ? // An optional extension: without it the upload stays, and is named as left behind.
          { ...deletion('file'), expectRefusal: (exchange) => exchange.status === 404 }
        : deletion(item.kind),
      token,
    );
    const deleted = gone.exchange.status !== null && !gone.exchange.result.error;
    if (deleted) created.splice(created.indexOf(item), 1);
    if (deleted && item.kind === 'article') {
      await checker.check(
        { url: '/api/article/detail/{id}', params: { id: item.id } },
        {
          ...articleDetail,
          uses: 'an article after its delete',
          onFailure:
            'a deleted article still opens, or shows an error with Retry instead of "not found"',
          expectRefusal: (exchange) => notFound(exchange) || isNotFound(exchange.result.error),
          mustRefuse: true,
        },
        token,
      );
    }
  }
}

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
