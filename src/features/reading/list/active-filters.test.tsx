import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ActiveFilters } from './active-filters';

describe('ActiveFilters', () => {
  it('shows each filter as a plain button with the remove mark, styled by classes only', () => {
    const onRemove = jest.fn();
    const { container } = renderWithProviders(
      <ActiveFilters
        query={{ keyword: 'react', categoryId: '2' }}
        names={{ category: 'Design', label: undefined }}
        onRemove={onRemove}
      />,
    );
    const chip = screen.getByRole('button', { name: 'Category: Design, remove filter' });
    expect(chip).toHaveClass('chip');
    expect(chip.querySelector('svg')).toHaveAttribute('data-testid', 'CancelIcon');
    fireEvent.keyUp(chip, { key: 'Delete' });
    expect(onRemove).toHaveBeenCalledWith('categoryId');
    expect(screen.getByRole('button', { name: 'Search: react, remove filter' })).toBeVisible();
    // No emotion class: its rules are written into the page at run time.
    expect(container.querySelector('[class*="css-"]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });
});
