/**
 * Chinese headings keep their characters in their ids ("前端性能 优化" -> "前端性能-优化"), through
 * the sanitizer and a prerendered page, and the contents and a shared link take the reader there.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderMarkdown } from '@/components/markdown/render-markdown';
import {
  adoptPrerenderedMarkdown,
  prerenderedMarkdown,
} from '@/components/markdown/prerendered-markdown';
import { fragmentId } from '@/components/markdown/fragment';
import { createMemoryRouter } from '../../../../test/memory-router';
import { TableOfContents } from './table-of-contents';
import { useLinkedSection } from './use-linked-section';

const ARTICLE = [
  '## 前端性能 优化',
  '正文。',
  '## 前端性能 优化',
  '再说一遍。',
  '### 小结：缓存与 CDN',
  '<h2 id="原有-标识">作者写的标题</h2>',
].join('\n\n');

const IDS = ['前端性能-优化', '前端性能-优化-1', '小结缓存与-cdn', '原有-标识'];

/** The article as a prerendered page carries it: its HTML written out, then read by the browser. */
function prerenderedBody(): HTMLElement {
  const written = `<main id="main-content"><div class="markdown-body">${renderMarkdown(ARTICLE).html}</div></main>`;
  const page = new DOMParser().parseFromString(written, 'text/html');
  document.body.replaceChildren(document.adoptNode(page.querySelector('main')!));
  return document.querySelector<HTMLElement>('.markdown-body')!;
}

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  window.history.replaceState(null, '', '/detail/1');
});
afterEach(() => adoptPrerenderedMarkdown(document.createElement('div')));

describe('Chinese headings', () => {
  it('keep their characters in ids unique across the article, also past the sanitizer', () => {
    const { headings, html } = renderMarkdown(ARTICLE);
    expect(headings.map((heading) => heading.id)).toEqual(IDS);
    expect(headings[2].text).toBe('小结：缓存与 CDN');
    for (const id of IDS) expect(html).toContain(`id="${id}"`);
  });

  it('keep their ids on a prerendered page, and the contents read them from it', () => {
    const body = prerenderedBody();
    expect(Array.from(body.querySelectorAll('h2, h3'), (heading) => heading.id)).toEqual(IDS);
    expect(body.querySelector('[id="前端性能-优化-1"] a.heading-anchor')).toHaveAttribute(
      'href',
      '#前端性能-优化-1',
    );
    adoptPrerenderedMarkdown(document.body);
    expect(prerenderedMarkdown(ARTICLE)?.headings).toEqual(renderMarkdown(ARTICLE).headings);
  });

  it('are where the contents take the reader, named in the address', async () => {
    prerenderedBody();
    const headings = renderMarkdown(ARTICLE).headings;
    render(<TableOfContents headings={headings} activeId={null} headingId="contents" />, {
      container: document.querySelector('main')!.appendChild(document.createElement('nav')),
    });
    const user = userEvent.setup();
    const entries = screen.getAllByRole('link', { name: '前端性能 优化' });
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '#前端性能-优化',
      '#前端性能-优化-1',
    ]);
    await user.click(entries[1]);
    const second = document.getElementById('前端性能-优化-1')!;
    await waitFor(() => expect(second).toHaveFocus());
    expect(scrollIntoView.mock.contexts[0]).toBe(second);
    // The address carries the id escaped, as a browser writes it, and reads back as the id.
    expect(window.location.hash).toBe(`#${encodeURIComponent('前端性能-优化-1')}`);
    expect(fragmentId(window.location.hash)).toBe('前端性能-优化-1');
  });

  it('are where a shared link to one opens the article', async () => {
    prerenderedBody();
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
    window.cancelAnimationFrame = (handle) => window.clearTimeout(handle);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, Router } = createMemoryRouter(['/detail/1']);
    const wrapper = ({ children }: { children: ReactNode }) => <Router>{children}</Router>;
    renderHook(() => useLinkedSection('1'), { wrapper });
    act(() => router.navigate(`/detail/1#${encodeURIComponent('小结缓存与-cdn')}`));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('小结缓存与-cdn'));
  });
});
