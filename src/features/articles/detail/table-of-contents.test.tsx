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
