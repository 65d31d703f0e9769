import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { colourCodeWhileRendering } from '@/components/markdown/code-blocks';
import { LONG_ARTICLE_CHARS } from '@/components/markdown/constants';
import { carriedDataScript } from '@/lib/page-format/carried-data';
import { feedHtml, markdownFromPage } from './feed-content';

/** What a feed reader shows of an entry's HTML. */
function asShown(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('feed content', () => {
  it('is the sanitized article with absolute addresses and no page controls', async () => {
    const box = asShown(
      await feedHtml(
        'https://blog.test',
        '5',
        '# Usage\n\n[next](/detail/6) [jump](#usage) ![cat](/uploads/cat.png)\n\n<script>alert(1)</script>\n\n```js\nlet a = 1;\n```\n',
      ),
    );
    const hrefs = Array.from(box.querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://blog.test/detail/6');
    expect(hrefs).toContain('https://blog.test/detail/5#usage');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://blog.test/uploads/cat.png');
    expect(box.querySelector('script, button')).toBeNull();
    expect(box.textContent).toContain('let a = 1;');
  });

  it('carries just the article: no heading anchors, code labels, colours or wrappers', async () => {
    // As in the prerender, which colours a page's code as it renders it.
    await colourCodeWhileRendering();
    const markdown = [
      '## What I tried first',
      'Some text.',
      '```ts\nconst a: number = 1;\n```',
      '| a | b |\n|---|---|\n| 1 | 2 |',
    ].join('\n\n');
    for (const source of [
      markdown,
      `${markdown}\n\n${'Filler text.\n\n'.repeat(LONG_ARTICLE_CHARS / 10)}`,
    ]) {
      const box = asShown(await feedHtml('https://blog.test', '5', source));
      expect(box.querySelector('h2')?.textContent).toBe('What I tried first');
      // The code as written, in its language's element, with nothing beside it.
      const pre = box.querySelector('pre')!;
      expect(pre.outerHTML).toBe(
        '<pre><code class="language-ts">const a: number = 1;\n</code></pre>',
      );
      expect(pre.parentElement).toBe(box);
      expect(box.querySelector('table')?.parentElement).toBe(box);
      expect(box.textContent).not.toMatch(/#|\bts\b|Copy/);
      expect(box.querySelector('[tabindex], [aria-hidden], [class*="hljs"], .md-part')).toBeNull();
    }
  });

  it('reads the Markdown from the article’s prerendered page, or nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-content-'));
    try {
      fs.mkdirSync(path.join(dir, 'detail', '5'), { recursive: true });
      const data = {
        location: '/detail/5',
        provided: {},
        queries: { 'getArticle("5")': { data: { id: '5', content: '# Hi </script>' } } },
      };
      fs.writeFileSync(
        path.join(dir, 'detail', '5', 'index.html'),
        `<main></main>${carriedDataScript(data as never)}`,
      );
      expect(markdownFromPage(dir, '5')).toBe('# Hi </script>');
      expect(markdownFromPage(dir, '6')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
