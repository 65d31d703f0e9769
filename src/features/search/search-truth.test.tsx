/**
 * The quick search counts what the list page will show: every article the API matches (not only
 * its first page) merged with the index's, each once; without search files the API's count, and
 * no promise of every word.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installDialogStandIn } from '../../../test/jsdom-dialog';
import { articlesHandler, wireArticle } from '../../../test/article-fixtures';
import { buildSearchIndex, type SearchDocument } from './search-index-build';
import { searchFilesTag } from './search-index-format';
import { forgetSearchFiles } from './search-files';
import { SearchDialog } from './search-dialog';

installDialogStandIn();
Element.prototype.scrollIntoView = () => undefined;

const doc = (id: number): SearchDocument => ({
  id: String(id),
  title: `Rust note ${id}`,
  summary: '',
  headings: [],
  text: 'Borrowing, explained.',
  category: 'Notes',
  tags: [],
  categoryId: null,
  labelIds: [],
});

function renderDialog() {
  const { user } = renderWithProviders(
    <SearchDialog open initialQuery="" onClose={() => undefined} />,
  );
  return { user, field: screen.getByRole('combobox') };
}

/** The status once the dialog has both answers (its list no longer busy). */
async function settledStatus() {
  await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
  return screen.getByRole('status').textContent;
}

beforeEach(() => forgetSearchFiles());
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the quick search’s count', () => {
  it('counts every article the API matches beyond its first page, each once', async () => {
    document.head.innerHTML = searchFilesTag();
    // Ten the index knows; the API matches two of them and ten newer ones.
    server.use(
      http.get('*/search/index.json', () =>
        HttpResponse.json(buildSearchIndex(Array.from({ length: 10 }, (_, at) => doc(at + 1)))),
      ),
      http.get('*/search/text/:file', () => HttpResponse.json({ text: 'Borrowing, explained.' })),
      articlesHandler(12, (page) =>
        page > 1
          ? []
          : [3, 7, ...Array.from({ length: 10 }, (_, at) => 21 + at)].map((id) =>
              wireArticle(id, { title: `Rust note ${id}` }),
            ),
      ).handler,
    );
    const { user, field } = renderDialog();
    await user.type(field, 'rust');
    expect(await settledStatus()).toBe('The best 8 of 20 articles');
  });

  it('says the API’s count, and no promise of every word, without search files', async () => {
    const { handler, calls } = articlesHandler(12);
    server.use(handler);
    const { user, field } = renderDialog();
    expect(field).toHaveAttribute('placeholder', 'Search articles');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Type a word or two to search the articles.',
    );
    await user.type(field, 'article');
    expect(await settledStatus()).toBe('The best 8 of 12 articles');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(8);
    expect(calls.every((params) => params.get('keyword') === 'article')).toBe(true);
  });
});
