/** The console's create, change, switch and upload steps, checking each answer against what was sent. */
import { toFileItem } from '@/api/adapters';
import type { RequestArgs } from '@/api/base-query';
import { answer } from '@/api/mutation-answers';
import { type CallChecker, type CallSpec } from './call-check';
import { fileItem } from './contract-shapes';
import { articleCalls, toggleTwice } from './write-articles';
import { recover } from './write-cleanup';
import {
  Created,
  PNG,
  TRICKY,
  field,
  fileList,
  idOf,
  listOfPage,
  taxonomyAnswer,
  toggleAnswer,
} from './write-specs';

export async function changes(
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

/** A file's url must serve it (the Files screen's preview, an image in an article). */
export async function checkServed(checker: CallChecker, url: string): Promise<void> {
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
