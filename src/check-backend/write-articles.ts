/** The article steps of the write check: create, read back, edit, switch, with the taxonomies attached. */
import { toArticle, toArticleSummary, toDisabledState, toPage, wire } from '@/api/adapters';
import type { RequestArgs } from '@/api/base-query';
import { getConfig } from '@/config/runtime-config';
import { type CallChecker, type CallSpec } from './call-check';
import { articleSummary, pageOf } from './contract-shapes';
import { articleDetail } from './read-call-specs';
import { recover } from './write-cleanup';
import {
  Created,
  TRICKY,
  articleAnswer,
  field,
  idOf,
  listOfPage,
  pageSpec,
  toggleAnswer,
} from './write-specs';

export interface Taxonomies {
  categoryId: string;
  labelIds: string[];
}

export async function articleCalls(
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

export function checkTaxonomies(
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
export async function toggleTwice(
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
