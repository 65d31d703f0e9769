import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TextLink, TextRouterLink } from './text-link';

describe('text links', () => {
  it('apply sx and their look as styles, never as attributes of the <a>', () => {
    renderWithProviders(
      <>
        <TextRouterLink to="/list" tone="inherit" underline="none" sx={{ fontWeight: 500 }}>
          Inside
        </TextRouterLink>
        <TextLink href="https://example.org/" sx={{ fontWeight: 700 }}>
          Outside
        </TextLink>
      </>,
    );
    const inside = screen.getByRole('link', { name: 'Inside' });
    const outside = screen.getByRole('link', { name: 'Outside' });
    expect(inside).toHaveAttribute('href', '/list');
    expect(inside).toHaveStyle({ fontWeight: '500', textDecoration: 'none' });
    expect(outside).toHaveStyle({ fontWeight: '700' });
    for (const link of [inside, outside]) {
      for (const name of ['sx', 'tone', 'underline']) expect(link).not.toHaveAttribute(name);
    }
  });
});
