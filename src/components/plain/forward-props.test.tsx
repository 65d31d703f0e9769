import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Placeholder } from './placeholder';
import { FloatingButton, PlainButton, PlainButtonLink, RoundButton } from './plain-button';
import { TextLink, TextRouterLink } from './text-link';

const LOOK_ATTRIBUTES = ['sx', 'tone', 'underline', 'variant', 'small', 'extended', 'shape'];

describe('the plain components', () => {
  it('apply sx and their look as styles, never as attributes of the element', () => {
    const { container } = renderWithProviders(
      <>
        <TextRouterLink to="/list" tone="inherit" underline="none" sx={{ fontWeight: 500 }}>
          Inside
        </TextRouterLink>
        <TextLink href="https://example.org/" sx={{ fontWeight: 700 }}>
          Outside
        </TextLink>
        <PlainButton variant="text" tone="inherit" small sx={{ fontWeight: 300 }}>
          Plain
        </PlainButton>
        <PlainButtonLink to="/timeLine" sx={{ m: 1 }}>
          Archive
        </PlainButtonLink>
        <RoundButton small aria-label="Round" sx={{ m: 1 }} />
        <FloatingButton tone="primary" extended aria-label="Floating" sx={{ m: 1 }} />
        <Placeholder shape="rounded" width={120} sx={{ m: 1 }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Inside' })).toHaveStyle({
      fontWeight: '500',
      textDecoration: 'none',
    });
    expect(screen.getByRole('link', { name: 'Outside' })).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveStyle({ fontWeight: '300' });
    const elements = Array.from(container.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(6);
    for (const element of elements) {
      for (const name of LOOK_ATTRIBUTES) expect(element).not.toHaveAttribute(name);
    }
  });
});
