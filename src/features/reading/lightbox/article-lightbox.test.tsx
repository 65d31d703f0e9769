/**
 * The article lightbox as a reader meets it: the body's images become buttons named by their alt
 * text (an image inside a link stays the link's, a decorative one stays out of the way), a click or
 * Enter opens the image in a modal dialog named by its alt text, the arrows step through the
 * article's images with a counter, the zoom buttons and keys zoom, Tab goes round the dialog's
 * controls, Escape and Close close it and the focus goes back to the image that opened it. In
 * English and Simplified Chinese.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { installAriaReflection } from '../../../../test/jsdom-aria';
import { installDialogStandIn } from '../../../../test/jsdom-dialog';
import { speakInTest } from '../../../../test/locale';
import { imageButtons } from './article-lightbox';

installDialogStandIn();
installAriaReflection();

function Article() {
  return (
    <>
      <article ref={imageButtons}>
        <div className="markdown-body">
          <p>Some text.</p>
          <img src="/demo/photo-1.svg" alt="The bench" />
          <img src="/demo/photo-2.svg" alt="The plane" />
          <a href="/elsewhere">
            <img src="/demo/badge.svg" alt="A badge" />
          </a>
          <img src="/demo/photo-3.svg" alt="The finish" />
          <img src="/demo/rule.svg" alt="" />
        </div>
      </article>
    </>
  );
}

const setUp = () => renderWithProviders(<Article />);

// The lightbox is a React root of its own (lightbox-host.tsx), which the render's cleanup does
// not know: each test leaves it closed, as a reader would.
afterEach(async () => {
  const open = screen.queryByRole('dialog');
  if (!open) return;
  fireEvent.keyDown(open, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
const dialog = () => screen.getByRole('dialog');

describe('the article lightbox', () => {
  it('makes the body images buttons, leaving an image in a link to the link', () => {
    setUp();
    const bench = screen.getByRole('button', { name: 'The bench' });
    expect(bench).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(document.querySelector('img[alt=""]')).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('img', { name: 'A badge' })).not.toHaveAttribute('tabindex');
  });

  it('makes images the body gets later buttons too (the renderer, another article)', async () => {
    setUp();
    const later = document.createElement('img');
    later.alt = 'The finish';
    document.querySelector('.markdown-body')!.append(later);
    await waitFor(() => expect(later).toHaveAttribute('role', 'button'));
  });

  it('opens on a click, modal and named by the image, with a counter', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'The plane' }));
    expect(await screen.findByRole('dialog', { name: 'The plane' })).toHaveAttribute('open');
    expect(dialog()).toHaveFocus();
    expect(within(dialog()).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'The plane' })).toHaveAttribute(
      'src',
      expect.stringContaining('/demo/photo-2.svg'),
    );
  });

  it('opens on Enter, steps with the arrows, and Escape gives the focus back', async () => {
    const { user } = setUp();
    const bench = screen.getByRole('button', { name: 'The bench' });
    act(() => bench.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'The bench' });
    // The first has no previous one: nothing moves.
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog()).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('The plane');
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('The finish');
    expect(within(dialog()).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bench).toHaveFocus();
  });

  it('keeps Tab within its controls, and its buttons zoom, step and close', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'The bench' }));
    await screen.findByRole('dialog');
    const button = (name: string) => within(dialog()).getByRole('button', { name });
    const order = ['Zoom out', 'Zoom in', 'Fit to screen', 'Close image', 'Previous image'];
    const [zoomOut, zoomIn, fit, close, previous] = order.map(button);
    const next = button('Next image');
    // Fitted: nothing to zoom out of; the first image: no previous one.
    for (const control of [zoomOut, fit, previous])
      expect(control).toHaveAttribute('aria-disabled', 'true');
    for (const control of [...order.map(button), next]) {
      await user.tab();
      expect(control).toHaveFocus();
    }
    await user.tab();
    expect(zoomOut).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();

    await user.click(zoomIn);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    expect(within(dialog()).getByRole('img').style.transform).toContain('scale(1.5)');
    await user.click(fit);
    expect(within(dialog()).getByRole('img').style.transform).toContain('scale(1)');
    await user.click(next);
    expect(within(dialog()).getByText('2 / 3')).toBeInTheDocument();
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'The bench' })).toHaveFocus();
  });

  it('zooms with + and − and fits with 0, leaving Ctrl+ to the browser', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'The bench' }));
    await screen.findByRole('dialog');
    const transform = () => within(dialog()).getByRole('img').style.transform;
    await user.keyboard('+');
    expect(transform()).toContain('scale(1.5)');
    await user.keyboard('+');
    expect(transform()).toContain('scale(2.25)');
    await user.keyboard('-');
    expect(transform()).toContain('scale(1.5)');
    await user.keyboard('0');
    expect(transform()).toContain('scale(1)');
    await user.keyboard('{Control>}+{/Control}');
    expect(transform()).toContain('scale(1)');
  });

  it('closes when the browser cancels it (a second Escape)', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'The bench' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(await screen.findByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Simplified Chinese', async () => {
    speakInTest('zh-CN');
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'The bench' }));
    await screen.findByRole('dialog', { name: 'The bench' });
    expect(within(dialog()).getByRole('button', { name: '关闭图片' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: '下一张图片' })).toBeInTheDocument();
    for (const name of ['放大', '缩小', '适应屏幕'])
      expect(within(dialog()).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog()).getByText('1 / 3')).toBeInTheDocument();
    // Closed before the language goes back to English after the test.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
