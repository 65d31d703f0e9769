import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { chipClass, chipLabelClass } from './chip-look';
import { Notice } from './notice';
import { Placeholder } from './placeholder';
import { FloatingButton, PlainButton, PlainButtonLink, RoundButton } from './plain-button';
import { TextLink, TextRouterLink } from './text-link';
import { expectStaticStyles } from '../../../test/static-styles';

const LOOK_ATTRIBUTES = ['sx', 'tone', 'underline', 'variant', 'small', 'extended', 'shape'];

describe('the plain components', () => {
  it('draw their look with classes, add the caller’s class, and keep look props off the element', () => {
    const { container } = renderWithProviders(
      <>
        <TextRouterLink to="/list" tone="inherit" underline="none" className="mine">
          Inside
        </TextRouterLink>
        <TextLink href="https://example.org/" className="mine">
          Outside
        </TextLink>
        <PlainButton variant="text" tone="inherit" small className="mine">
          Plain
        </PlainButton>
        <PlainButtonLink to="/timeLine" className="mine">
          Archive
        </PlainButtonLink>
        <RoundButton small aria-label="Round" className="mine" />
        <FloatingButton tone="primary" extended aria-label="Floating" className="mine" />
        <Placeholder shape="rounded" width={120} height={32} className="mine" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Inside' })).toHaveClass('link', 'inherit', 'mine');
    expect(screen.getByRole('link', { name: 'Inside' })).not.toHaveClass('hover');
    expect(screen.getByRole('link', { name: 'Outside' })).toHaveClass('link', 'primary', 'hover');
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveClass(
      'base',
      'button',
      'text',
      'inherit',
      'small',
      'mine',
    );
    expect(screen.getByRole('link', { name: 'Archive' })).toHaveClass('contained', 'primary');
    expect(screen.getByRole('button', { name: 'Round' })).toHaveClass('round', 'roundSmall');
    expect(screen.getByRole('button', { name: 'Floating' })).toHaveClass(
      'floating',
      'floatingPrimary',
      'extended',
    );
    const placeholder = container.querySelector('.placeholder');
    expect(placeholder).toHaveClass('rounded', 'w120px', 'h32px', 'mine');
    expectStaticStyles(container);
    const elements = Array.from(container.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(6);
    for (const element of elements) {
      for (const name of LOOK_ATTRIBUTES) expect(element).not.toHaveAttribute(name);
    }
    // Buttons are not submit buttons unless asked.
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('type', 'button');
  });

  it('gives a notice its severity and variant classes, and a Close button when closable', () => {
    const onClose = jest.fn();
    render(
      <Notice severity="warning" filled onClose={onClose} className="mine">
        Careful
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('notice', 'warning', 'filled', 'mine');
    expect(alert).not.toHaveClass('standard');
    expectStaticStyles(alert);
    expect(screen.getByTestId('ReportProblemOutlinedIcon')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalled();
  });

  it('gives a chip and its label the classes of MUI Chip by size', () => {
    expect(chipClass(true).split(' ')).toEqual(['chip', 'small']);
    expect(chipClass(false).split(' ')).toEqual(['chip']);
    expect(chipLabelClass('small').split(' ')).toEqual(['label', 'labelSmall']);
    expect(chipLabelClass('outlined').split(' ')).toEqual(['label']);
  });
});
