/**
 * The phone's contents drawer, a native modal <dialog>: opened modal and named by its heading,
 * closed by Escape (through its caller, so it slides away), by a press on its backdrop (not by a
 * drag from the list that ends there) and by its Close button; gone from the page, and its caller
 * told, once it has closed. No MUI, no emotion.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { installDialogStandIn } from '../../../../test/jsdom-dialog';
import { TocDrawer } from './toc-drawer';

installDialogStandIn();

function Harness({ onExited }: { onExited: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contents
      </button>
      <TocDrawer open={open} onClose={() => setOpen(false)} onExited={onExited} labelledBy="toc-h">
        <h2 id="toc-h">On this page</h2>
        <a href="#one">One</a>
      </TocDrawer>
    </>
  );
}

function setUp() {
  const onExited = jest.fn();
  // The providers (the theme) until the plain buttons are stylesheets of their own.
  const { user } = renderWithProviders(<Harness onExited={onExited} />);
  return { onExited, user, dialog: () => screen.getByRole('dialog', { name: 'On this page' }) };
}

describe('TocDrawer', () => {
  it('opens as a modal dialog named by its heading, and takes the focus itself', () => {
    const { dialog } = setUp();
    expect(dialog()).toHaveAttribute('open');
    expect(dialog().parentElement).toBe(document.body);
    expect(dialog()).toHaveFocus();
    expect(dialog()).toHaveClass('drawer');
  });

  it('closes on Escape through its caller, then says so and leaves the page', async () => {
    const { dialog, onExited } = setUp();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    // The browser is held back: the drawer slides away first.
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes on a press on its backdrop, not on a drag from inside that ends there', async () => {
    const { dialog, onExited } = setUp();
    const link = screen.getByRole('link', { name: 'One' });
    fireEvent.pointerDown(link);
    fireEvent.click(dialog());
    expect(dialog()).toBeInTheDocument();
    fireEvent.pointerDown(dialog());
    fireEvent.click(dialog());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes with its Close button, and opens again', async () => {
    const { user, onExited } = setUp();
    await user.click(screen.getByRole('button', { name: 'Close contents' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onExited).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Contents' }));
    expect(screen.getByRole('dialog', { name: 'On this page' })).toHaveAttribute('open');
  });

  it('closed by the browser itself (a second Escape), it tells its caller all the same', () => {
    const { dialog, onExited } = setUp();
    const element = dialog();
    element.removeAttribute('open');
    fireEvent(element, new Event('close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });
});
