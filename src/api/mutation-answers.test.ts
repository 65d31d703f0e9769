import { File as NodeFile } from 'node:buffer';
import { server } from '@mocks/node';
import { makeStore, type AppStore } from '@/app/store';
import { articlesConsoleApi } from '@/features/writing/articles-console-api';
import { taxonomiesConsoleApi } from '@/features/taxonomies/taxonomies-console-api';
import { shapeError } from './api-slice';
import { envelope, recordRequests } from '../../test/api-wire';
import { writeToken } from './token';
import { uploadFile } from './upload';

const article = { title: 't', summary: 's', content: 'c', categoryId: '1', labelIds: [] };
const { endpoints: a } = articlesConsoleApi;
const { endpoints: t } = taxonomiesConsoleApi;

/** Every mutation whose answer a screen adopts (the bulk variants report the state they get). */
const MUTATIONS: [string, (store: AppStore) => Promise<unknown>][] = [
  ['article create', (s) => s.dispatch(a.createArticle.initiate(article)).unwrap()],
  ['article update', (s) => s.dispatch(a.updateArticle.initiate({ ...article, id: '1' })).unwrap()],
  ['article status', (s) => s.dispatch(a.toggleArticleDisabled.initiate('1')).unwrap()],
  ['article bulk status', (s) => s.dispatch(a.toggleArticleDisabledInBulk.initiate('1')).unwrap()],
  ['category add', (s) => s.dispatch(t.createCategory.initiate({ name: 'x' })).unwrap()],
  [
    'category rename',
    (s) => s.dispatch(t.updateCategory.initiate({ id: '1', name: 'x' })).unwrap(),
  ],
  ['category status', (s) => s.dispatch(t.toggleCategoryDisabled.initiate('1')).unwrap()],
  ['label add', (s) => s.dispatch(t.createLabel.initiate({ name: 'x' })).unwrap()],
  ['label rename', (s) => s.dispatch(t.updateLabel.initiate({ id: '1', name: 'x' })).unwrap()],
  ['label status', (s) => s.dispatch(t.toggleLabelDisabled.initiate('1')).unwrap()],
  ['label bulk status', (s) => s.dispatch(t.toggleLabelDisabledInBulk.initiate('1')).unwrap()],
];

/** Answers the contract does not allow for a saved record. */
const UNREADABLE: [string, unknown][] = [
  ['data null', null],
  ['no data', undefined],
  ['an empty object', {}],
  ['a list', [{ id: 1, title: 't', name: 'n', content: '', disabled: true }]],
  ['a record without its id', { title: 't', name: 'n', content: '', disabled: true }],
  ['a record with an empty id', { id: '', title: 't', name: 'n', content: '', disabled: true }],
];

beforeEach(() => writeToken('tok'));

describe('mutation answers', () => {
  describe.each(MUTATIONS)('%s', (_name, run) => {
    it.each(UNREADABLE)('answered with %s is an error, not an empty record', async (_, data) => {
      server.use(recordRequests(() => envelope(data)).handler);
      const store = makeStore();
      await expect(run(store)).rejects.toEqual(shapeError());
      // A failure the screen shows in place: no toast for an answer that cannot be read.
      expect(store.getState().toast.queue).toEqual([]);
    });
  });

  it('still adopts the answers the contract describes, ids as numbers or strings', async () => {
    const store = makeStore();
    server.use(
      recordRequests((call) =>
        envelope(
          call.url.pathname.includes('/disabled/')
            ? { id: 1, disabled: 'true' }
            : { id: 7, title: 'T', content: '', name: 'N', disabled: false },
        ),
      ).handler,
    );
    await expect(
      store.dispatch(a.updateArticle.initiate({ ...article, id: '7' })).unwrap(),
    ).resolves.toMatchObject({ id: '7', title: 'T', content: '' });
    await expect(store.dispatch(t.createLabel.initiate({ name: 'N' })).unwrap()).resolves.toEqual(
      expect.objectContaining({ id: '7', name: 'N' }),
    );
    await expect(store.dispatch(a.toggleArticleDisabled.initiate('1')).unwrap()).resolves.toEqual({
      id: '1',
      disabled: true,
    });
  });

  it('a status answer without its new state is an error, not "enabled"', async () => {
    server.use(recordRequests(() => envelope({ id: 1 })).handler);
    await expect(
      makeStore().dispatch(t.toggleCategoryDisabled.initiate('1')).unwrap(),
    ).rejects.toEqual(shapeError());
  });

  it.each(UNREADABLE)(
    'an upload answered with %s fails instead of giving a file',
    async (_, data) => {
      server.use(recordRequests(() => envelope(data)).handler);
      const file = new NodeFile(['x'], 'a.png', { type: 'image/png' }) as unknown as File;
      const notify = jest.fn();
      await expect(uploadFile(file, { notify }).result).resolves.toEqual({ error: shapeError() });
      expect(notify).not.toHaveBeenCalled();
    },
  );
});
