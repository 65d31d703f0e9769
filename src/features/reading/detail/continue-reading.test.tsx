/**
 * The offer to continue a long article where the reader stopped: shown to a reader at the top of
 * the page, in the active language; it scrolls only when asked, and goes when dismissed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { DetailPage } from '@/pages/public/detail-page';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { speakInTest } from '../../../../test/locale';
import { keepPlace } from './reading-position';
import { wireArticle } from '../../../../test/article-fixtures';

const ARTICLE = {
  ...wireArticle(12, { title: 'A long read', category: null }),
  content: '## Usage\n\nText.',
  prev: null,
  next: null,
};

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/article/detail/:id', () =>
      HttpResponse.json({ code: 0, msg: 'ok', data: ARTICLE }),
    ),
  );
});
const nativeIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = nativeIntoView;
  jest.restoreAllMocks();
  localStorage.clear();
});

const renderArticle = () =>
  renderWithProviders(<DetailPage />, { route: '/detail/12', path: '/detail/:id' });

describe('continue where you left off', () => {
  it('is offered with how far the reader got, and scrolls only when chosen', async () => {
    keepPlace('12', { heading: 'usage', offset: 300, share: 0.42, at: 1 });
    const intoView = jest.fn(function (this: Element) {
      return this.id;
    });
    Element.prototype.scrollIntoView = intoView;
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    renderArticle();
    const offer = await screen.findByRole('button', {
      name: 'Continue where you left off (42%)',
    });
    await screen.findByRole('heading', { level: 2, name: 'Usage' });
    expect(intoView).not.toHaveBeenCalled();
    await userEvent.click(offer);
    // To its heading, then as far past it as the reader was.
    expect(intoView.mock.results.map((result) => result.value)).toEqual(['usage']);
    expect(scrollBy).toHaveBeenCalledWith({ top: 300, behavior: 'instant' }); // jsdom: at 0
    expect(screen.queryByRole('button', { name: /Continue where you left off/ })).toBeNull();
    // The place is held while the article is drawn, until the reader scrolls on their own.
    await waitFor(() => expect(scrollBy.mock.calls.length).toBeGreaterThan(1));
    window.dispatchEvent(new Event('wheel'));
    const calls = scrollBy.mock.calls.length;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(scrollBy.mock.calls.length).toBe(calls);
  });

  it('goes when dismissed, without scrolling', async () => {
    keepPlace('12', { heading: null, offset: 300, share: 0.6, at: 1 });
    renderArticle();
    await screen.findByRole('button', { name: 'Continue where you left off (60%)' });
    const calls = scrollTo.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: /Continue where you left off/ })).toBeNull();
    expect(scrollTo.mock.calls.length).toBe(calls);
  });

  it('is not offered for an article without a kept place', async () => {
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: 'A long read' });
    expect(screen.queryByRole('button', { name: /Continue where you left off/ })).toBeNull();
  });

  it('speaks Chinese', async () => {
    speakInTest('zh-CN');
    keepPlace('12', { heading: null, offset: 300, share: 0.25, at: 1 });
    renderArticle();
    expect(
      await screen.findByRole('button', { name: '从上次读到的地方继续（25%）' }),
    ).toBeInTheDocument();
  });
});
