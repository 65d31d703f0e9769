import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { login } from '@mocks/data/sessions';
import { writeToken } from '@/api/token';
import {
  REBUILD_GIVE_UP_MS,
  REBUILD_HOOK_STORAGE_KEY,
  REBUILD_POLL_INTERVAL_MS,
} from '@/config/constants';
import { getConfig } from '@/config/runtime-config';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { speakInTest } from '../../../../test/locale';
import {
  article,
  BUILT_AT,
  serveAllArticles,
  serveState,
  stateText,
} from '../../../../test/site-state-kit';
import type { RebuildSettings } from '../rebuild-settings';
import { PublicSiteCard } from './public-site-card';

const HOOK = 'https://blog.example.com/rebuild';
const SEEN = '2026-11-01T08:00:00Z';

function keepHook(settings: Partial<RebuildSettings> = {}) {
  const hook = { kind: 'prerender', url: HOOK, token: 'the-token', afterChanges: false };
  localStorage.setItem(REBUILD_HOOK_STORAGE_KEY, JSON.stringify({ ...hook, ...settings }));
}

/** The hook answers `status` (or fails to answer); a build it starts is published at once. */
function serveHook(answer: () => Response) {
  const calls: Request[] = [];
  let builtAt = BUILT_AT;
  server.use(
    http.post(HOOK, ({ request }) => {
      calls.push(request.clone());
      const response = answer();
      if (response.status === 202) builtAt = new Date(Date.now() + 1000);
      return response;
    }),
  );
  const state = serveState(() => stateText([{ id: 1, updatedAt: SEEN }], { builtAt }));
  return { calls, state };
}

const renderCard = () => {
  const rendered = renderWithProviders(<PublicSiteCard />, { route: '/manager/home' });
  return { ...rendered, card: screen.getByRole('region', { name: 'Public site' }) };
};

const status = (card: HTMLElement) => within(card).getByRole('status');

/** RTK Query's polling and the give-up are timers: the test moves the clock. */
const pass = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('rebuilding the site from the console', () => {
  beforeEach(() => {
    writeToken(login({ username: 'admin', password: 'admin123' }).token);
    serveAllArticles([article(1, { updatedAt: SEEN })]);
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a hook in this browser only, once its address is one it can use', async () => {
    serveState(() => stateText([{ id: 1, updatedAt: SEEN }]));
    const { card, user } = renderCard();
    expect(within(card).queryByRole('button', { name: 'Rebuild the site' })).toBeNull();
    expect(status(card)).toHaveTextContent('give its rebuild hook in Rebuild settings');
    await user.click(within(card).getByRole('button', { name: 'Rebuild settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Rebuild settings' });
    expect(dialog).toHaveTextContent('never in config.js');
    expect(dialog).toHaveTextContent('do not let a browser read their answer (no CORS)');
    const address = within(dialog).getByLabelText('Address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription('Give the hook’s address.');
    await user.type(address, 'http://blog.example.com/rebuild');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription(/^Use https: over plain http/);

    await user.click(within(dialog).getByRole('radio', { name: /The prerender’s own hook/ }));
    await user.clear(address);
    await user.type(address, 'http://127.0.0.1:8787/');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const token = within(dialog).getByLabelText('Token');
    expect(token).toHaveAccessibleDescription('Give the token the prerender runs with.');
    await user.type(token, 'the-token');
    await user.click(within(dialog).getByRole('checkbox', { name: /after each publish/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(REBUILD_HOOK_STORAGE_KEY)!)).toEqual({
      kind: 'prerender',
      url: 'http://127.0.0.1:8787/',
      token: 'the-token',
      afterChanges: true,
    });
    expect(JSON.stringify(getConfig())).not.toContain('8787');
    expect(within(card).getByRole('button', { name: 'Rebuild the site' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Rebuild settings' }));
    await user.click(screen.getByRole('button', { name: 'Remove the hook from this browser' }));
    expect(localStorage.getItem(REBUILD_HOOK_STORAGE_KEY)).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Rebuild the site' })).toBeNull();
  });

  it('calls the prerender’s hook with its token and follows the build until it is published', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    keepHook();
    const { calls, state } = serveHook(() => new HttpResponse(null, { status: 202 }));
    const { card, user } = renderCard();
    await within(card).findByText('The public pages have every change.');
    await user.click(within(card).getByRole('button', { name: 'Rebuild the site' }));
    expect(await within(status(card)).findByText(/^Rebuild started at .+ Waiting/)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer the-token');
    expect(calls[0].mode).toBe('cors');
    const asked = state.count;
    // Polling starts once RTK Query has taken the new interval (its own timer): an interval at a
    // time, a few at most, until the state is asked for again.
    for (let tries = 0; tries < 3 && state.count === asked; tries += 1) {
      await pass(REBUILD_POLL_INTERVAL_MS);
    }
    expect(state.count).toBe(asked + 1);
    expect(await within(status(card)).findByText(/^Built at .+\.$/)).toBeVisible();
    // Built: no more asking.
    await pass(3 * REBUILD_POLL_INTERVAL_MS);
    expect(state.count).toBe(asked + 1);
  });

  it('sends a host’s hook a request it may not read, and gives up plainly when no build comes', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    keepHook({ kind: 'host', token: '' });
    // The host's answer is opaque to the browser: whatever it is, the state decides.
    const { calls } = serveHook(() => new HttpResponse(null, { status: 200 }));
    const { card, user } = renderCard();
    await within(card).findByText('The public pages have every change.');
    await user.click(within(card).getByRole('button', { name: 'Rebuild the site' }));
    expect(
      await within(status(card)).findByText(/does not let the browser read its answer/),
    ).toBeVisible();
    expect(calls[0].mode).toBe('no-cors');
    expect(calls[0].headers.get('Authorization')).toBeNull();
    await pass(REBUILD_GIVE_UP_MS);
    expect(
      await within(status(card)).findByText(
        /^Still the build of Nov 30, 2026, .+ after 10 minutes: check the host’s build log\.$/,
      ),
    ).toBeVisible();
  });

  it.each([
    [401, 'The hook refused the token: check it against PRERENDER_HOOK_TOKEN in Rebuild settings.'],
    [500, 'The hook answered HTTP 500: no rebuild was started.'],
  ])('says in place what the prerender’s hook answered %s', async (code, said) => {
    keepHook();
    const { state } = serveHook(() => new HttpResponse(null, { status: code }));
    const { card, user, store } = renderCard();
    await within(card).findByText('The public pages have every change.');
    const asked = state.count;
    await user.click(within(card).getByRole('button', { name: 'Rebuild the site' }));
    expect(await within(status(card)).findByText(said)).toBeVisible();
    expect(state.count).toBe(asked);
    expect(store.getState().toast.queue).toEqual([]);
  });

  it('says in place, in Chinese too, that the hook could not be reached', async () => {
    speakInTest('zh-CN');
    keepHook();
    serveHook(() => HttpResponse.error());
    const { user, store } = renderWithProviders(<PublicSiteCard />, { route: '/manager/home' });
    const card = screen.getByRole('region', { name: '公开站点' });
    await within(card).findByText('公开页面已包含全部改动。');
    await user.click(within(card).getByRole('button', { name: '重新构建站点' }));
    expect(await within(status(card)).findByText(/^无法连接构建钩子/)).toBeVisible();
    expect(store.getState().toast.queue).toEqual([]);
  });
});
