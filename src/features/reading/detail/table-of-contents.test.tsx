import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableOfContents } from './table-of-contents';

const HEADINGS = [
  // The same id as the page's own <main>, which comes first in the document.
  { id: 'main-content', text: 'Main content', level: 2 },
  { id: 'hidden-part', text: 'Hidden part', level: 2 },
];

function renderArticle() {
  render(
    <main id="main-content">
      <div className="markdown-body">
        <h2 id="main-content">Main content</h2>
        <p>Text.</p>
        <details>
          <summary>More</summary>
          <h2 id="hidden-part">Hidden part</h2>
        </details>
      </div>
      <TableOfContents headings={HEADINGS} activeId={null} headingId="contents" />
    </main>,
  );
  return userEvent.setup();
}

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  window.history.replaceState(null, '', '/detail/7');
});

describe('TableOfContents', () => {
  it("takes the reader to the article's heading, not the page element with the same id", async () => {
    const user = renderArticle();
    await user.click(screen.getByRole('link', { name: 'Main content' }));
    const heading = screen.getByRole('heading', { name: 'Main content' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(window.location.hash).toBe('#main-content');
  });

  it('opens the closed details around a heading before going there', async () => {
    const user = renderArticle();
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Hidden part' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hidden part' })).toHaveFocus());
    expect(details.open).toBe(true);
    expect(window.location.hash).toBe('#hidden-part');
  });
});

describe('TableOfContents in a box of its own', () => {
  const MANY = Array.from({ length: 40 }, (_, index) => ({
    id: `part-${index}`,
    text: `Part ${index}`,
    level: 2,
  }));
  const ENTRY_HEIGHT = 30;
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop')!;
  beforeAll(() => {
    // jsdom lays nothing out: each entry sits one ENTRY_HEIGHT below the last.
    Object.defineProperty(HTMLAnchorElement.prototype, 'offsetTop', {
      configurable: true,
      get(this: HTMLAnchorElement) {
        const entries = Array.from(this.closest('ol')?.querySelectorAll('a') ?? []);
        return entries.indexOf(this) * ENTRY_HEIGHT;
      },
    });
  });
  afterAll(() => {
    delete (HTMLAnchorElement.prototype as { offsetTop?: number }).offsetTop;
    expect(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop')).toEqual(original);
  });

  /** The list in a 300 px box scrolled to its end, as the reader left it to reach the last entry. */
  function renderInBox() {
    const contents = (activeId: string | null) => (
      <div data-toc-scroll="">
        <TableOfContents headings={MANY} activeId={activeId} headingId="contents" />
      </div>
    );
    const { rerender, container } = render(contents(null));
    const box = container.querySelector<HTMLElement>('[data-toc-scroll]')!;
    let scrollTop = MANY.length * ENTRY_HEIGHT - 300;
    Object.defineProperty(box, 'clientHeight', { value: 300 });
    Object.defineProperty(box, 'scrollTop', {
      get: () => scrollTop,
      set: (value: number) => (scrollTop = value),
    });
    return { box, setActive: (id: string) => rerender(contents(id)), user: userEvent.setup() };
  }

  it('keeps the section being read in view as the reader reads on', () => {
    const { box, setActive } = renderInBox();
    setActive('part-2');
    expect(box.scrollTop).toBe(0);
  });

  it('does not move the entries under the pointer of a reader about to choose one', async () => {
    const { box, setActive, user } = renderInBox();
    const end = box.scrollTop;
    const last = screen.getByRole('link', { name: 'Part 39' });
    // The page moves while the reader points at (or presses) the last entry: the section being
    // read changes; the entry stays where the reader's pointer is.
    await user.hover(last);
    setActive('part-2');
    expect(box.scrollTop).toBe(end);
    // Once the pointer has left, the list follows the reading again.
    await user.unhover(last);
    setActive('part-3');
    expect(box.scrollTop).toBe(0);
  });
});
