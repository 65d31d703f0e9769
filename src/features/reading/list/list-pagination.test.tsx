import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ListPagination } from './list-pagination';

const hrefForPage = (page: number) => (page === 1 ? '/' : `/?page=${page}`);
const pages = () => within(screen.getByRole('navigation', { name: 'pagination navigation' }));

describe('ListPagination', () => {
  it('greys out the arrow with no page behind it, a link that leads nowhere', () => {
    renderWithProviders(<ListPagination page={1} count={3} hrefForPage={hrefForPage} />);
    const previous = pages().getByRole('link', { name: 'Go to previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(pages().getByRole('link', { name: 'Go to next page' })).toHaveAttribute(
      'href',
      '/?page=2',
    );
    expect(pages().getByRole('link', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shortens a long run of pages with ellipses around the current one', () => {
    renderWithProviders(<ListPagination page={5} count={10} hrefForPage={hrefForPage} />);
    const links = pages()
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('href'))
      .map((link) => link.textContent || link.getAttribute('aria-label'));
    expect(links).toEqual(['Go to previous page', '1', '4', '5', '6', '10', 'Go to next page']);
    expect(pages().getAllByText('…')).toHaveLength(2);
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<ListPagination page={1} count={1} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws its items with the stylesheet classes and plain arrow icons, nothing at run time', () => {
    const { container } = renderWithProviders(
      <ListPagination page={2} count={3} hrefForPage={hrefForPage} />,
    );
    const next = pages().getByRole('link', { name: 'Go to next page' });
    expect(next).toHaveClass('item', 'link');
    expect(next.querySelector('svg')).toHaveAttribute('data-testid', 'NavigateNextIcon');
    expect(pages().getByRole('link', { name: 'page 2' })).toHaveClass('item');
    // No emotion class (rules written at run time) and no style attribute.
    expect(container.querySelector('[class*="css-"]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });
});
