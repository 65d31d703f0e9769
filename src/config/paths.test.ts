/**
 * Every id comes back exactly from its address: through the browser's URL parsing (which drops
 * dot segments) and React Router's decoding of params (which turns `%2F` into `/`).
 */
import { createMemoryRouter } from 'react-router-dom';
import { decodedIdSegment, idFromParam, paths } from './paths';

const NASTY_IDS = [
  '59',
  'my-post',
  '.',
  '..',
  '...',
  'a/b',
  '/',
  '%2F',
  '%252F',
  'a%b',
  '100%',
  '?x',
  '#x',
  'a b  c ',
  '+',
  '日本語の記事',
  '😀 emoji',
  '..%2F..%2Fx',
  '../../x',
  '%2E%2E',
  '\\..\\x',
  'a;b=c&d',
];

/** What the router hands the page for `href`, after the browser has parsed it as an address. */
function paramThroughRouter(href: string, path: string): string | undefined {
  const { pathname } = new URL(href, 'http://blog.invalid');
  const router = createMemoryRouter(
    [
      { path, element: null },
      { path: '*', element: null },
    ],
    {
      initialEntries: [pathname],
    },
  );
  const match = router.state.matches.find((m) => m.route.path === path);
  router.dispose();
  return match?.params.id;
}

describe('article addresses', () => {
  it.each(NASTY_IDS)('the id %j round-trips through /detail/… and the editor address', (id) => {
    const detail = paramThroughRouter(paths.detail.href(id), paths.detail.path);
    expect(idFromParam(detail)).toBe(id);
    const edit = paramThroughRouter(
      paths.console.articleEdit.href(id),
      paths.console.articleEdit.path,
    );
    expect(idFromParam(edit)).toBe(id);
  });

  it('keeps plain ids plain', () => {
    expect(paths.detail.href('59')).toBe('/detail/59');
    expect(paths.detail.href('日本')).toBe('/detail/%E6%97%A5%E6%9C%AC');
  });

  it('gives distinct ids distinct addresses (no id opens another)', () => {
    const hrefs = new Set(NASTY_IDS.map((id) => paths.detail.href(id)));
    expect(hrefs.size).toBe(NASTY_IDS.length);
    // The literal "%2F" no longer opens the article "/" (nor "..%2F..%2Fx" the article "../../x").
    expect(paths.detail.href('..%2F..%2Fx')).not.toBe(paths.detail.href('../../x'));
  });

  it('decodes to one directory name a static host can serve: no "/", never "." or ".."', () => {
    for (const id of NASTY_IDS) {
      const name = decodedIdSegment(id);
      expect(name).not.toContain('/');
      expect(['.', '..', '']).not.toContain(name);
      // The host decodes the address's segment into that name.
      expect(decodeURIComponent(paths.detail.href(id).slice('/detail/'.length))).toBe(name);
    }
  });

  it('never throws on a stray lone surrogate (the adapters drop such records)', () => {
    expect(() => paths.detail.href('bad\ud800')).not.toThrow();
  });

  it('takes an address typed by hand as it stands', () => {
    expect(idFromParam('100%')).toBe('100%');
    expect(idFromParam(undefined)).toBe('');
  });
});
