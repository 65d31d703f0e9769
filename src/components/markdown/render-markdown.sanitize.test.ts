/**
 * The renderer against hostile input: the shared corpus (../shared/data, present in CI) and the
 * project's own cases. Every output is parsed into a DOM and held to the allow-list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOSTILE_MARKDOWN } from '../../../test/hostile-markdown';
import { OFF_SITE_HREFS } from '../../../test/hostile-urls';
import { renderMarkdown } from './render-markdown';
import { findUnsafe } from '../../../test/safe-markup';

function parse(html: string, _type?: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

interface SharedPayload {
  i: number;
  id: string;
  source: string;
  payload: string;
}

const SHARED_PAYLOADS = path.resolve(__dirname, '../../../../shared/data/xss-payloads.json');
const shared: SharedPayload[] | null = fs.existsSync(SHARED_PAYLOADS)
  ? (JSON.parse(fs.readFileSync(SHARED_PAYLOADS, 'utf8')) as SharedPayload[])
  : null;

// The shared corpus lives beside the checkout; a clone without it still runs the cases below.
if (shared) {
  describe('shared XSS corpus (../shared/data/xss-payloads.json)', () => {
    it('has payloads to test', () => {
      expect(shared.length).toBeGreaterThan(0);
    });

    it.each(shared.map((entry) => [entry.id, entry.payload] as const))(
      'renders %s safely',
      (_id, payload) => {
        expect(findUnsafe(renderMarkdown(payload).html)).toEqual([]);
      },
    );
  });
}

/** DOMPurify's test fixture #88: its `<frameset>` leaves the parsed document without a body. */
const FRAMESET_FIXTURE =
  '<div id="31"><frameset onload=alert(31)><frame src="javascript:alert(31)"></frameset>';

/** The text a reader sees of rendered HTML. */
const visibleText = (html: string) => parse(html).textContent ?? '';

describe('what follows hostile markup still shows', () => {
  const cases: [string, string][] = [
    ...(shared ?? []).map((entry): [string, string] => [`shared:${entry.id}`, entry.payload]),
    ...HOSTILE_MARKDOWN.map((entry): [string, string] => [entry.id, entry.payload]),
    ['unclosed-style', '<style>p { color: red }'],
    ['unclosed-textarea', '<textarea>notes'],
    ['unclosed-title', 'Intro <title>x'],
    ['unclosed-plaintext', '<plaintext>'],
    ['dompurify-fixture-88', FRAMESET_FIXTURE],
  ];
  // Each payload, then the rest of an article: in the same line, the next line, the next block.
  const endings = [' after-sentinel', '\nafter-sentinel', '\n\nafter-sentinel *after-block*'];

  it.each(cases)('%s neither throws nor hides the text after it', (_id, payload) => {
    for (const ending of endings) {
      const { html } = renderMarkdown(`${payload}${ending}`);
      expect(visibleText(html)).toContain('after-sentinel');
      expect(findUnsafe(html)).toEqual([]);
    }
  });

  it('renders DOMPurify fixture #88 (a <frameset>) as text, without its behaviour', () => {
    const { html } = renderMarkdown(`Before\n\n${FRAMESET_FIXTURE}\n\nAfter`);
    expect(visibleText(html)).toMatch(/Before[\s\S]*After/);
    expect(parse(html).querySelector('frameset, frame, [onload]')).toBeNull();
  });

  it('shows an unclosed forbidden tag, and the rest of the article, as text', () => {
    const { html } = renderMarkdown('Intro\n\n<style>\n\n## Next section\n\nMore *text*');
    const root = parse(html);
    // Markdown reads everything after an open <style> as its raw HTML, so the rest is text.
    expect(root.textContent).toMatch(
      /Intro[\s\S]*<style>[\s\S]*## Next section[\s\S]*More \*text\*/,
    );
    expect(root.querySelector('style')).toBeNull();
  });

  it('renders the Markdown after a tag left open in a line of text', () => {
    const { html } = renderMarkdown('Intro <textarea>notes\n\n## Next section\n\nMore *text*');
    const root = parse(html);
    expect(root.textContent).toContain('<textarea>notes');
    expect(root.querySelector('h2')?.textContent).toContain('Next section');
    expect(root.querySelector('em')?.textContent).toBe('text');
  });

  it('shows a comment left open as text', () => {
    expect(visibleText(renderMarkdown('a <!-- b\n\nc').html)).toMatch(/<!-- b[\s\S]*c/);
    expect(visibleText(renderMarkdown('a <!-- b --> c <!--> d').html)).not.toContain('b');
  });

  it('still drops a closed forbidden element with its content', () => {
    const { html } = renderMarkdown(
      '<style>p { color: red }</style>\n\n<svg><title>t</title></svg> after',
    );
    expect(visibleText(html)).not.toMatch(/color|\bt\b/);
    expect(visibleText(html)).toContain('after');
  });
});

describe('project hostile cases (test/hostile-markdown.ts)', () => {
  it.each(HOSTILE_MARKDOWN.map(({ id, payload }) => [id, payload] as const))(
    'renders %s safely',
    (_id, payload) => {
      expect(findUnsafe(renderMarkdown(payload).html)).toEqual([]);
    },
  );
});

describe('sanitizer details', () => {
  it('keeps the text of removed markup but none of its behaviour', () => {
    const { html } = renderMarkdown(
      '<span onclick="alert(1)">*hi*</span> <script>alert(1)</script>',
    );
    expect(html).toContain('hi');
    expect(html).not.toMatch(/script|onclick/i);
  });

  it('drops the form around content and every non-checkbox input', () => {
    const { html } = renderMarkdown(
      '<form action="/x"><input type="text" value="v"><button>Go</button></form>',
    );
    expect(html).not.toMatch(/<form|<input|<button/);
  });

  it('keeps raster data: images but not SVG ones', () => {
    const png = renderMarkdown('<img src="data:image/png;base64,iVBORw0KGgo=" alt="p">').html;
    const svg = renderMarkdown('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s">').html;
    expect(png).toContain('src="data:image/png');
    expect(svg).not.toContain('src=');
  });

  it('allows http(s), mailto, tel, relative and fragment links and drops other schemes', () => {
    const { html } = renderMarkdown(
      '[a](https://a.example) [b](mailto:me@example.com) [c](tel:+123) [d](/x) [e](#top) <a href="ftp://x">f</a> <a href="file:///etc/passwd">g</a>',
    );
    const doc = parse(html, 'text/html');
    const hrefs = Array.from(doc.querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://a.example',
      'mailto:me@example.com',
      'tel:+123',
      '/x',
      '#top',
      null,
      null,
    ]);
  });

  it('gives external links a new tab with noopener noreferrer, and leaves internal ones alone', () => {
    const doc = parse(
      renderMarkdown('[out](https://elsewhere.example/x) [in](/detail/2)').html,
      'text/html',
    );
    const [out, internal] = Array.from(doc.querySelectorAll('a'));
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).not.toHaveAttribute('rel');
  });

  // The URL parser (what the browser will do with the attribute) is the judge: a kept link that
  // resolves off this origin or to another scheme opens as external, and only such a link does.
  // (The HTML parser turns NUL into U+FFFD, and `http:host` is a path on an http page.)
  it.each(OFF_SITE_HREFS.map((url) => [JSON.stringify(url), url] as const))(
    'marks the article link %s external exactly when it leaves the site',
    (_name, url) => {
      const attribute = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      const link = parse(renderMarkdown(`<a href="${attribute}">x</a>`).html).querySelector('a');
      expect(link).not.toBeNull();
      const href = link?.getAttribute('href') ?? null;
      const target = href === null ? null : new URL(href, window.location.href);
      const offSite =
        target !== null &&
        (target.origin !== window.location.origin || !/^https?:$/.test(target.protocol));
      const marked =
        link?.getAttribute('target') === '_blank' &&
        link?.getAttribute('rel') === 'noopener noreferrer';
      expect(marked).toBe(offSite);
    },
  );

  it('never lets content ids clobber document properties', () => {
    const doc = parse(
      renderMarkdown('<img id="cookie" src="/a.png">\n\n## Title').html,
      'text/html',
    );
    expect(doc.querySelector('img')).not.toHaveAttribute('id');
    expect(doc.querySelector('h2')?.id).not.toBe('title');
  });
});
