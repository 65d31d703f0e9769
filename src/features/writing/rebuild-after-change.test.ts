/**
 * "Rebuild after each publish, disable or delete": the article calls that change the public pages
 * ask the owner's hook for a rebuild once they succeed, and only those (articles-console-api.ts).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import { makeStore } from '@/app/store';
import { REBUILD_HOOK_STORAGE_KEY } from '@/config/constants';
import { articlesConsoleApi } from './articles-console-api';

const HOOK = 'https://api.netlify.com/build_hooks/abc';
const { updateArticle, toggleArticleDisabled, deleteArticle } = articlesConsoleApi.endpoints;

function hookCalls() {
  const calls = { count: 0 };
  server.use(
    http.post(HOOK, () => {
      calls.count += 1;
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return calls;
}

const keepHook = (afterChanges: boolean) =>
  localStorage.setItem(
    REBUILD_HOOK_STORAGE_KEY,
    JSON.stringify({ kind: 'host', url: HOOK, token: '', afterChanges }),
  );

const edit = (id: string, changes: { disabled?: boolean } = {}) => ({
  id,
  title: 'Edited',
  summary: 'Summary',
  content: '# Text',
  categoryId: '1',
  labelIds: [],
  ...changes,
});

describe('rebuild after each change', () => {
  beforeEach(() => writeToken(login({ username: 'admin', password: 'admin123' }).token));

  it('asks the hook after a publish, a disable and a delete, when the owner chose it', async () => {
    keepHook(true);
    const calls = hookCalls();
    const store = makeStore();
    await store.dispatch(updateArticle.initiate(edit('1'))).unwrap();
    await waitFor(() => expect(calls.count).toBe(1));
    await store.dispatch(toggleArticleDisabled.initiate('1')).unwrap();
    await waitFor(() => expect(calls.count).toBe(2));
    await store.dispatch(deleteArticle.initiate('1')).unwrap();
    await waitFor(() => expect(calls.count).toBe(3));
  });

  it('asks nothing for a draft saved again, a failed call, or an owner who did not choose it', async () => {
    keepHook(true);
    const calls = hookCalls();
    const store = makeStore();
    // A disabled article saved with its status unchanged: the pages show nothing of it.
    await store.dispatch(toggleArticleDisabled.initiate('2')).unwrap();
    await waitFor(() => expect(calls.count).toBe(1));
    await store.dispatch(updateArticle.initiate(edit('2'))).unwrap();
    // Refused by the server: nothing changed.
    await store.dispatch(deleteArticle.initiate('does-not-exist'));
    keepHook(false);
    await store.dispatch(updateArticle.initiate(edit('3'))).unwrap();
    // Then one that asks: a request asked for before it would have reached the hook first.
    keepHook(true);
    await store.dispatch(updateArticle.initiate(edit('3'))).unwrap();
    await waitFor(() => expect(calls.count).toBeGreaterThanOrEqual(2));
    expect(calls.count).toBe(2);
  });
});
