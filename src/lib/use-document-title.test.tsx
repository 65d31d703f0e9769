import { renderWithProviders } from '../../test/render-with-providers';
import { useDocumentTitle } from './use-document-title';

function Page({ indexable = true }: { indexable?: boolean }) {
  useDocumentTitle('A page', 'What it says', indexable);
  return null;
}

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
});
