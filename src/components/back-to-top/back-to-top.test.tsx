import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { BACK_TO_TOP_DURATION_MS } from '@/config/constants';
import { BackToTop } from './back-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

/** A hand-driven requestAnimationFrame: each `frame(t)` runs the callbacks queued so far at time t. */
function mockAnimationFrames() {
  let queue: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return {
    pending: () => queue.length,
    frame(time: number) {
      const run = queue;
      queue = [];
      run.forEach((callback) => callback(time));
    },
  };
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollWindowTo(0);
});
afterEach(() => {
  jest.restoreAllMocks();
  scrollWindowTo(0);
});

const lastTop = () => (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top;

describe('BackToTop', () => {
  it('is hidden at exactly 600 px and appears at 601 px', async () => {
    render(<BackToTop />, { wrapper: ColorModeProvider });
    act(() => scrollWindowTo(600));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => scrollWindowTo(601));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => scrollWindowTo(100));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument(),
    );
  });

  it('scrolls to the top in 800 ms with an ease-out curve', async () => {
    const frames = mockAnimationFrames();
    render(<BackToTop />, { wrapper: ColorModeProvider });
    act(() => scrollWindowTo(2000));
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));

    frames.frame(1000); // first frame: the clock starts, still at the start
    expect(lastTop()).toBe(2000);
    frames.frame(1000 + BACK_TO_TOP_DURATION_MS / 2);
    // Ease-out: past the halfway point at half time (cubic: 87.5 % of the way).
    expect(lastTop()).toBe(250);
    frames.frame(1000 + BACK_TO_TOP_DURATION_MS * 0.75);
    expect(lastTop()).toBe(31);
    frames.frame(1000 + BACK_TO_TOP_DURATION_MS - 1);
    expect(frames.pending()).toBe(1); // not done a millisecond early
    frames.frame(1000 + BACK_TO_TOP_DURATION_MS);
    expect(lastTop()).toBe(0);
    expect(frames.pending()).toBe(0);
  });

  it('jumps at once for people who prefer reduced motion', async () => {
    const frames = mockAnimationFrames();
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      // The theme's colour-scheme hook (MUI) still listens the old way.
      addListener: jest.fn(),
      removeListener: jest.fn(),
    }));
    try {
      render(<BackToTop />, { wrapper: ColorModeProvider });
      act(() => scrollWindowTo(3000));
      await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(lastTop()).toBe(0);
      expect(frames.pending()).toBe(0);
    } finally {
      // @ts-expect-error jsdom has no matchMedia; remove the stub again
      delete window.matchMedia;
    }
  });
});
