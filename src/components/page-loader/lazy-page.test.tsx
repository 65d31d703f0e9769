import { Component, type ReactElement, type ReactNode } from 'react';
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

function PageContents() {
  return <nav aria-label="Contents">Contents</nav>;
}

const pageModule = { HelloPage, PageContents };

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

  describe('with a part of its chunk shown elsewhere', () => {
    const contents = () => screen.queryByRole('navigation', { name: 'Contents' });

    it('shows the part once the chunk is in, and nothing before', async () => {
      let resolve: (module: typeof pageModule) => void = () => undefined;
      const Page = lazyPage(
        () => new Promise<typeof pageModule>((done) => (resolve = done)),
        'HelloPage',
        ['PageContents'],
      );
      render(<Page.parts.PageContents />);
      expect(contents()).not.toBeInTheDocument();
      await act(async () => resolve(pageModule));
      expect(contents()).toBeInTheDocument();
    });

    it('fetches the part with the page ahead of a take-over, so neither suspends', async () => {
      const load = jest.fn(() => Promise.resolve(pageModule));
      const Page = lazyPage(load, 'HelloPage', ['PageContents']);
      await Page.preload();
      // Rendered in one synchronous pass: a part that suspended here would leave a prerendered
      // page's markup dehydrated.
      act(() => {
        render(
          <>
            <Page.parts.PageContents />
            <Page />
          </>,
        );
      });
      expect(contents()).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows nothing when the chunk fails, and comes back with the page on Retry', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = jest
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValue(pageModule);
      const Page = lazyPage(load, 'HelloPage', ['PageContents']);
      render(
        <>
          <Page.parts.PageContents />
          <Page />
        </>,
      );
      expect(
        await screen.findByText('Sorry, there was a problem loading the page.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
      expect(contents()).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    });

    it('passes a crash of the part on to the error screen', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      function Broken(): never {
        throw new Error('a bug in the part');
      }
      const Page = lazyPage(
        () => Promise.resolve({ HelloPage, PageContents: Broken }),
        'HelloPage',
        ['PageContents'],
      );
      const caught = jest.fn();
      class Screen extends Component<{ children: ReactNode }, { error: unknown }> {
        state = { error: null };
        static getDerivedStateFromError(error: unknown) {
          return { error };
        }
        componentDidCatch(error: unknown) {
          caught(error);
        }
        render() {
          return this.state.error ? <p>Error screen</p> : this.props.children;
        }
      }
      render(
        <Screen>
          <Page.parts.PageContents />
        </Screen>,
      );
      expect(await screen.findByText('Error screen')).toBeInTheDocument();
      expect(caught).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'a bug in the part' }),
      );
    });
  });
});
