import { getConfig, setConfig } from '@/config/runtime-config';
import { renderWithProviders } from '../../test/render-with-providers';
import { useDocumentTitle } from './use-document-title';

function Page({ indexable = true }: { indexable?: boolean }) {
  useDocumentTitle('A page', 'What it says', indexable);
  return null;
}

/** The head of the prerendered 404 page, as a host serves it for an article not prerendered yet. */
const NOT_FOUND_HEAD = [
  '<meta name="prerendered-from" content="http://api.test" data-location="/404" />',
  '<title>Page not found · Test Blog</title>',
  '<meta name="description" content="A blog under test." />',
  '<meta name="robots" content="noindex" />',
  '<meta property="og:type" content="website" />',
  '<meta property="og:title" content="Page not found" />',
  '<meta property="og:description" content="A blog under test." />',
  '<meta name="twitter:title" content="Page not found" />',
].join('');

const attr = (selector: string, name = 'content') =>
  document.head.querySelector(selector)?.getAttribute(name) ?? null;

const canonical = () =>
  document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');

describe('useDocumentTitle', () => {
  beforeEach(() => {
    // What the host's fallback serves for a route that was not prerendered: the home page's head.
    document.head.innerHTML = '<link rel="canonical" href="https://blog.test/" />';
  });

  it('points the canonical link at the page shown, not at the home page the fallback carried', () => {
    renderWithProviders(<Page />, { route: '/list?keyword=react' });
    expect(document.title).toBe('A page · Test Blog');
    expect(canonical()).toBe('https://blog.test/list?keyword=react');
  });

  it('gives /index the home page as its canonical address (it is a duplicate of it)', () => {
    renderWithProviders(<Page />, { route: '/index' });
    expect(canonical()).toBe('https://blog.test/');
  });

  it('drops the canonical link on a page that is not to be indexed and in the console', () => {
    renderWithProviders(<Page indexable={false} />, { route: '/detail/999' });
    expect(canonical()).toBeUndefined();
    document.head.innerHTML = '<link rel="canonical" href="https://blog.test/" />';
    renderWithProviders(<Page />, { route: '/manager/article' });
    expect(canonical()).toBeUndefined();
  });

  it("turns a 404 page served for a new article into the article's head, with nothing of the 404 page left", () => {
    document.head.innerHTML = NOT_FOUND_HEAD;
    renderWithProviders(<Page />, { route: '/detail/42' });
    expect(document.title).toBe('A page · Test Blog');
    expect(attr('meta[name="description"]')).toBe('What it says');
    expect(canonical()).toBe('https://blog.test/detail/42');
    expect(attr('meta[property="og:url"]')).toBe('https://blog.test/detail/42');
    expect(attr('meta[property="og:title"]')).toBe('A page');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // The 404 page's other tags were about it: gone.
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it("a page that is not found asks not to be indexed, on a head that was an article's", () => {
    document.head.innerHTML =
      '<meta name="prerendered-from" content="http://api.test" data-location="/detail/1" /><link rel="canonical" href="https://blog.test/detail/1" /><meta property="og:url" content="https://blog.test/detail/1" /><script type="application/ld+json">{}</script>';
    renderWithProviders(<Page indexable={false} />, { route: '/detail/999' });
    expect(attr('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('keeps the tags of the page it was rendered for, on that page', () => {
    document.head.innerHTML =
      '<meta name="prerendered-from" content="http://api.test" data-location="/detail/1" /><meta property="og:image" content="https://blog.test/cover.svg" />';
    renderWithProviders(<Page />, { route: '/detail/1' });
    expect(attr('meta[property="og:image"]')).toBe('https://blog.test/cover.svg');
    expect(canonical()).toBe('https://blog.test/detail/1');
  });

  it('a demo (mock: true) asks not to be indexed and names no address', () => {
    const config = getConfig();
    setConfig({ ...config, mock: true });
    try {
      renderWithProviders(<Page />, { route: '/detail/1' });
      expect(attr('meta[name="robots"]')).toBe('noindex');
      expect(canonical()).toBeUndefined();
      expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    } finally {
      setConfig(config);
    }
  });
});
