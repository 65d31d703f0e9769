/**
 * A search keyword in Chinese (or with an emoji, or full-width characters) reaches the API exactly
 * as it was typed or linked, and the list shows it back as it was: from the search box, from a
 * shared /list?keyword= link (escaped or not), and from the search form a prerendered page submits
 * before its script has run (which writes a space as "+").
 */
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import { SearchBox } from '@/features/search/search-box';
import { encodeParams } from '@/api/encoding';
import { envelope, publicTaxonomies, wireArticle } from '../../../test/article-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { speakInTest } from '../../../test/locale';
import { ListPage } from './list-page';

const KEYWORDS = [
  ['Chinese', '前端 性能'],
  ['an emoji', '🚀 火箭 launch'],
  ['full-width letters, digits and space', 'ＲＥＡＣＴ　１８ 全角'],
];

/** The raw addresses the list asked the API for. */
function recordArticleCalls() {
  const urls: URL[] = [];
  server.use(
    http.get('*/api/article', ({ request }) => {
      urls.push(new URL(request.url));
      return envelope({ list: [wireArticle(1)], total: 1, page: 1, pageSize: 10 });
    }),
    ...publicTaxonomies([], []),
  );
  return urls;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const renderList = (route: string) =>
  renderWithProviders(
    <>
      <SearchBox />
      <ListPage />
    </>,
    { route, path: '/list' },
  );

/** The keyword the list's last request carried, decoded as a server reads a query string. */
const sentKeyword = (urls: URL[]) => urls.at(-1)?.searchParams.get('keyword');

function expectShownBack(keyword: string) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(keyword);
  // Its chip (named in any language).
  expect(screen.getByRole('button', { name: new RegExp(keyword) })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue(keyword);
  expect(document.title).toContain(keyword);
}

describe('a search keyword in CJK text', () => {
  it.each(KEYWORDS)('reaches the API intact from the search box (%s)', async (_case, keyword) => {
    const urls = recordArticleCalls();
    const { user, router } = renderList('/list');
    await screen.findByRole('link', { name: 'Article 1' });
    await user.type(screen.getByRole('searchbox'), `${keyword}{Enter}`);
    await waitFor(() => expect(sentKeyword(urls)).toBe(keyword));
    // UTF-8, percent-encoded as qs writes it (RFC 3986: a space is %20).
    expect(urls.at(-1)!.search).toContain(`keyword=${encodeURIComponent(keyword)}`);
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(keyword);
    await screen.findByRole('link', { name: 'Article 1' });
    expectShownBack(keyword);
  });

  it.each(KEYWORDS)('reaches the API intact from a shared link (%s)', async (_case, keyword) => {
    const urls = recordArticleCalls();
    renderList(`/list?keyword=${encodeURIComponent(keyword)}`);
    await screen.findByRole('link', { name: 'Article 1' });
    expect(urls.map((url) => url.searchParams.get('keyword'))).toEqual([keyword]);
    expectShownBack(keyword);
  });

  it('reads a link written unescaped, and the form of a page without its script ("+")', async () => {
    const urls = recordArticleCalls();
    const { unmount } = renderList('/list?keyword=前端 性能');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(sentKeyword(urls)).toBe('前端 性能');
    unmount();
    renderList('/list?keyword=%E5%89%8D%E7%AB%AF+%E6%80%A7%E8%83%BD');
    await screen.findByRole('link', { name: 'Article 1' });
    expect(sentKeyword(urls)).toBe('前端 性能');
    expectShownBack('前端 性能');
  });

  it('is written for the API as qs writes it, whatever the array format', async () => {
    for (const format of ['indices', 'brackets', 'repeat', 'comma'] as const) {
      const query = await encodeParams({ keyword: '前端 性能', page: 1 }, format);
      expect(query).toBe('keyword=%E5%89%8D%E7%AB%AF%20%E6%80%A7%E8%83%BD&page=1');
      expect(new URLSearchParams(query).get('keyword')).toBe('前端 性能');
    }
  });

  it('reaches the API intact on a Chinese page, which is marked as Chinese for its styles', async () => {
    speakInTest('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    const urls = recordArticleCalls();
    const { user } = renderList('/list');
    await screen.findByRole('link', { name: 'Article 1' });
    await user.type(screen.getByRole('searchbox'), '前端 性能{Enter}');
    await waitFor(() => expect(sentKeyword(urls)).toBe('前端 性能'));
    await screen.findByRole('link', { name: 'Article 1' });
    expectShownBack('前端 性能');
  });
});
