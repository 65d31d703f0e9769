import type { ReactElement } from 'react';
import { act, render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from '@/app/color-mode-provider';
import { CHUNK_SLOW_NOTICE_MS } from '@/config/constants';
import { chunkReloadKey } from './load-chunk';
import { lazyPage } from './lazy-page';
import { reloadPage } from './reload-page';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

/** Under the app's theme, as in the app: the loading line takes its colours from its variables. */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: ColorModeProvider });

function HelloPage() {
  return <h1>Hello page</h1>;
}

function LayoutPage() {
  return <p>Console layout</p>;
}

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(reloadPage).mockClear();
});

describe('lazyPage', () => {
  it('shows the progress bar while the chunk loads, then the page', async () => {
    let resolve: (module: { HelloPage: typeof HelloPage }) => void = () => undefined;
    const Page = lazyPage(
      () => new Promise<{ HelloPage: typeof HelloPage }>((done) => (resolve = done)),
      'HelloPage',
    );
    render(<Page />);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    resolve({ HelloPage });
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('retries a failed import once before giving up', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ HelloPage });
    const Page = lazyPage(load, 'HelloPage');
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the page could not load, and Retry really loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ HelloPage });
    const Page = lazyPage(load, 'HelloPage');
    render(<Page />);
    expect(
      await screen.findByText('Sorry, there was a problem loading the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hello page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
    expect(
      screen.queryByText('Sorry, there was a problem loading the page.'),
    ).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads once when a chunk of an older deploy is gone, and never loops', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(chunkError());
    const First = lazyPage(load, 'HelloPage');
    const first = render(<First />);
    // The reload is asked for and the bar stays up meanwhile.
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(
      screen.queryByText('Sorry, there was a problem loading the page.'),
    ).not.toBeInTheDocument();
    expect(sessionStorage.getItem(chunkReloadKey('HelloPage'))).not.toBeNull();
    first.unmount();

    // After the reload the chunk is still missing: the message shows instead of another reload.
    const Second = lazyPage(load, 'HelloPage');
    render(<Second />);
    expect(
      await screen.findByText('Sorry, there was a problem loading the page.'),
    ).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('clears the reload guard once the same page loads, so a later deploy may reload again', async () => {
    sessionStorage.setItem(chunkReloadKey('HelloPage'), '1');
    const Page = lazyPage(() => Promise.resolve({ HelloPage }), 'HelloPage');
    render(<Page />);
    await screen.findByRole('heading', { name: 'Hello page' });
    expect(sessionStorage.getItem(chunkReloadKey('HelloPage'))).toBeNull();
  });

  it('keeps a failing page guarded when another chunk (the console layout) loads fine', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn().mockRejectedValue(chunkError());
    // First visit: the layout loads, the screen's chunk is gone: one reload.
    const FirstLayout = lazyPage(() => Promise.resolve({ LayoutPage }), 'LayoutPage');
    const FirstScreen = lazyPage(failing, 'ScreenPage');
    const first = render(
      <>
        <FirstLayout />
        <FirstScreen />
      </>,
    );
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    first.unmount();

    // After the reload the layout loads again before the screen fails again: no second reload.
    const SecondLayout = lazyPage(() => Promise.resolve({ LayoutPage }), 'LayoutPage');
    const SecondScreen = lazyPage(failing, 'ScreenPage');
    render(
      <>
        <SecondLayout />
        <SecondScreen />
      </>,
    );
    expect(
      await screen.findByText('Sorry, there was a problem loading the page.'),
    ).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says the page is still loading when its chunk takes long', async () => {
    jest.useFakeTimers();
    try {
      const Page = lazyPage(
        () => new Promise<{ HelloPage: typeof HelloPage }>(() => {}),
        'HelloPage',
      );
      render(<Page />);
      expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
      expect(screen.queryByText(/Still loading the page/)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(CHUNK_SLOW_NOTICE_MS));
      expect(screen.getByRole('status')).toHaveTextContent(/Still loading the page/);
    } finally {
      jest.useRealTimers();
    }
  });
});
