/**
 * The quick search dialog: results as the reader types, from the prerendered index (every word,
 * Chinese by any two characters, a typo forgiven) merged with the API's keyword search (an
 * article published since the index, never a disabled one); a combobox driven by the keyboard;
 * its idle, searching, empty and failed states, in English and Chinese.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installDialogStandIn } from '../../../test/jsdom-dialog';
import { speakInTest } from '../../../test/locale';
import { buildSearchIndex, type SearchDocument } from './search-index-build';
import { searchFilesTag } from './search-index-format';
import { forgetSearchFiles } from './search-files';
import { SearchDialog } from './search-dialog';

installDialogStandIn();
// jsdom lays nothing out: the dialog keeps the chosen option in view through this.
Element.prototype.scrollIntoView = () => undefined;

const doc = (id: string, title: string, text: string, fields: Partial<SearchDocument> = {}) => ({
  id,
  title,
  summary: `Summary of ${title}`,
  headings: [],
  text,
  category: 'Notes',
  tags: [],
  categoryId: null,
  labelIds: [],
  ...fields,
});

const DOCS: SearchDocument[] = [
  doc('1', 'Caching pages', 'A service worker keeps pages fresh with stale while revalidate.'),
  doc('2', '前端性能优化', '首屏渲染与懒加载让页面更快。'),
  doc('3', 'Ownership in Rust', 'Borrowing rules, explained with examples.'),
];

const wireSummary = (id: string, title: string, disabled = false) => ({
  id,
  title,
  summary: `Fresh: ${title}`,
  cover: null,
  category: null,
  labels: [],
  views: 0,
  disabled,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

/** The site's search files and the API's keyword search; null: that part fails. */
function serve({
  docs = DOCS,
  index = true,
  api = [] as ReturnType<typeof wireSummary>[] | null,
} = {}) {
  const keywords: string[] = [];
  server.use(
    http.get('*/search/index.json', () =>
      index ? HttpResponse.json(buildSearchIndex(docs)) : HttpResponse.error(),
    ),
    http.get('*/search/text/:id', ({ params }) => {
      const found = docs.find((d) => `${d.id}.json` === params.id);
      return found
        ? HttpResponse.json({ text: found.text })
        : new HttpResponse(null, { status: 404 });
    }),
    http.get('*/api/article', ({ request }) => {
      keywords.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return api === null
        ? HttpResponse.error()
        : HttpResponse.json({
            code: 0,
            msg: 'ok',
            data: { list: api, total: api.length, page: 1, pageSize: 8 },
          });
    }),
  );
  return keywords;
}

function renderDialog(initialQuery = '') {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <SearchDialog open initialQuery={initialQuery} onClose={onClose} />,
    { route: '/', routes: [{ path: '/detail/:id', element: <p>article page</p> }] },
  );
  return { ...view, onClose, field: screen.getByRole('combobox') };
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const titles = () => options().map((option) => option.querySelector('span')?.textContent);

/** A page of a prerendered site carries the marker of its search files. */
beforeEach(() => {
  forgetSearchFiles();
  document.head.innerHTML = searchFilesTag();
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the quick search dialog', () => {
  it('finds every word of the text as the reader types, with the match marked', async () => {
    serve();
    const { user, field } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Search the blog' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('every word of every article');
    await user.type(field, 'revalidate');
    await waitFor(() => expect(titles()).toEqual(['Caching pages']));
    const marks = [...options()[0].querySelectorAll('mark')].map((mark) => mark.textContent);
    await waitFor(() =>
      expect(marks.length || options()[0].querySelectorAll('mark').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(options()[0]).toHaveTextContent('stale while revalidate'));
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('finds Chinese by two characters of a word, and forgives a typo', async () => {
    serve();
    const { user, field } = renderDialog();
    await user.type(field, '性能');
    await waitFor(() => expect(titles()).toEqual(['前端性能优化']));
    expect(options()[0].querySelector('mark')?.textContent).toBe('性能');
    await user.clear(field);
    await user.type(field, 'borowing');
    await waitFor(() => expect(titles()).toEqual(['Ownership in Rust']));
  });

  it('adds what the API finds that the index does not know, never a disabled article', async () => {
    const keywords = serve({
      api: [wireSummary('9', 'Caching, revisited'), wireSummary('8', 'Caching drafts', true)],
    });
    const { user, field } = renderDialog();
    await user.type(field, 'caching');
    await waitFor(() => expect(titles()).toEqual(['Caching pages', 'Caching, revisited']));
    expect(keywords.at(-1)).toBe('caching');
  });

  it('searches through the API alone, asking for no file, where the site has no index', async () => {
    document.head.innerHTML = '';
    let asked = 0;
    serve({ api: [wireSummary('9', 'Caching, revisited')] });
    server.use(
      http.get('*/search/*', () => {
        asked += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const { user, field } = renderDialog();
    await user.type(field, 'caching');
    await waitFor(() => expect(titles()).toEqual(['Caching, revisited']));
    expect(asked).toBe(0);
  });

  it('lists the best eight and says how many match in all', async () => {
    const many = Array.from({ length: 12 }, (_, i) => doc(String(i + 1), `Note ${i + 1}`, 'same'));
    serve({ docs: many });
    const { user, field } = renderDialog();
    await user.type(field, 'same');
    await waitFor(() => expect(options()).toHaveLength(8));
    expect(screen.getByRole('status')).toHaveTextContent('The best 8 of 12 articles');
  });

  it('says when nothing matches', async () => {
    serve();
    const { user, field } = renderDialog();
    await user.type(field, 'zebra');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No article matches “zebra”.'),
    );
    expect(options()).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when search is unavailable, never in a toast, and a retry searches again', async () => {
    serve({ index: false, api: null });
    const { user } = renderDialog('caching');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Search is unavailable right now.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    serve();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Caching pages']));
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    serve();
    const { user, field, router, onClose } = renderDialog();
    await user.type(field, 'pages');
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options().at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/detail/1');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the list page with the keyword on Enter when no result is chosen', async () => {
    serve();
    const { user, field, router } = renderDialog();
    await user.type(field, 'rust{Enter}');
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toBe('?keyword=rust');
  });

  it('closes on Escape', async () => {
    serve();
    const { user, onClose } = renderDialog();
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    // In the field, with text in it (a search field would clear it on a first Escape).
    await user.type(screen.getByRole('combobox'), 'rust{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('speaks Chinese', async () => {
    speakInTest('zh-CN');
    serve();
    const { user, field } = renderDialog();
    expect(screen.getByRole('dialog', { name: '搜索博客' })).toBeInTheDocument();
    await user.type(field, '懒加载');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 篇文章'));
    await user.clear(field);
    await user.type(field, '后端');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('没有文章与“后端”匹配。'),
    );
  });
});
