/** Finding what a create left without an id, and deleting everything the write check created. */
import { isNotFound } from '@/api/errors';
import { type CallChecker } from './call-check';

import { articleDetail, notFound } from './read-call-specs';
import { Created, deletion, idOf, listOfPage } from './write-specs';

/**
 * A create that answered no usable id may still have created the record: look for it by its
 * unique name, so the cleanup can delete it (or name it as perhaps left behind).
 */
export async function recover(
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

export async function cleanUp(
  checker: CallChecker,
  token: string,
  created: Created[],
): Promise<void> {
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
