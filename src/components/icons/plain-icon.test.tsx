import { render, screen } from '@testing-library/react';
import { SearchIcon } from './search-icon';

describe('plain icons', () => {
  it('is hidden from assistive tech unless it is given a name', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-testid', 'SearchIcon');
    expect(svg).toHaveClass('icon');
    expect(svg).not.toHaveClass('small');
  });

  it('is an image with a name when it stands alone, at the size asked for', () => {
    render(<SearchIcon titleAccess="Search" fontSize="small" className="extra" />);
    const svg = screen.getByRole('img', { name: 'Search' });
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg).toHaveClass('icon', 'small', 'extra');
  });
});
