/**
 * The headings before the renderer has arrived (nothing here loads it): a prerendered article's
 * come from its page, and stay while the same article's content changes; another article never
 * gets them.
 */
import { renderHook } from '@testing-library/react';
import { useMarkdownHeadings } from './markdown-headings';
import { adoptPrerenderedMarkdown } from './prerendered-markdown';

const CARRIED = '## Carried heading\n\nText.\n\n## Second';

beforeEach(() => {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="markdown-body"><h2 id="carried-heading">Carried heading</h2><p>Text.</p>' +
    '<h2 id="second">Second</h2></div>';
  adoptPrerenderedMarkdown(root);
});

const texts = (headings: { text: string }[] | null) => headings?.map((h) => h.text) ?? null;

it("keeps the page's headings while the same article's content changes, not for another", () => {
  const { result, rerender } = renderHook(
    ({ source, key }: { source: string | undefined; key: string | undefined }) =>
      useMarkdownHeadings(source, key),
    { initialProps: { source: CARRIED as string | undefined, key: '1' as string | undefined } },
  );
  expect(texts(result.current)).toEqual(['Carried heading', 'Second']);
  // Refreshed since the prerender: the renderer is not here yet, the page's contents stay.
  rerender({ source: '## Edited since', key: '1' });
  expect(texts(result.current)).toEqual(['Carried heading', 'Second']);
  // Another article (opened in the app): no contents until the renderer has its own.
  rerender({ source: '## Another article', key: '2' });
  expect(result.current).toBeNull();
  rerender({ source: undefined, key: undefined });
  expect(result.current).toBeNull();
});
