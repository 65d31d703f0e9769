/**
 * Long articles rendered in steps: the runs add up to the source, the result is renderMarkdown's
 * for the whole document (references, ids and heading levels shared across runs), the first run
 * is there at once, and hostile input is as safe as it is whole.
 */
import fs from 'node:fs';
import { waitFor } from '@testing-library/react';
import path from 'node:path';
import { HOSTILE_MARKDOWN } from '../../../test/hostile-markdown';
import {
  blockRuns,
  headingsRenderedInSteps,
  renderInSteps,
  rendersInSteps,
} from './markdown-steps';
import { publishedParser, renderMarkdown } from './render-markdown';
import { LONG_ARTICLE_CHARS, STEPWISE_MIN_CHARS } from './constants';
import { PART_CLASS } from './constants';
import { findUnsafe } from '../../../test/safe-markup';
import type { MarkdownHeading } from './types';

/** Small runs, so that a short document is cut in many places. */
const RUN_CHARS = 60;

function section(n: number): string {
  return [
    `## Part ${n}`,
    '',
    `Text of part ${n} with a [reference link][ref] and *emphasis*.`,
    'A lazy continuation line of the same paragraph.',
    '',
    `- item ${n}.1`,
    '',
    `  still item ${n}.1 after a blank line`,
    `- item ${n}.2`,
    '',
    '```',
    `code ${n}`,
    '',
    'with a blank line inside',
    '```',
    '',
    '| a | b |',
    '| - | -: |',
    `| ${n} | ${n * 2} |`,
    '',
    '<div class="note">',
    '',
    `**Markdown** inside raw HTML ${n}`,
    '',
    '</div>',
    '',
    '> quoted',
    `continued lazily ${n}`,
    '',
    'Setext heading',
    '--------------',
    '',
  ].join('\n');
}

const DOCUMENT = [
  ...Array.from({ length: 12 }, (_, n) => section(n + 1)),
  // Same text twice: the ids stay unique across runs.
  '## Part 1',
  '',
  // Late: every heading of the document moves down a level, those already rendered too.
  '# A late title',
  '',
  '[ref]: https://example.com/defined-at-the-end',
].join('\n');

function renderedInSteps(source: string, runChars = RUN_CHARS) {
  const container = document.createElement('div');
  const done = new Promise<MarkdownHeading[]>((resolve) => {
    renderInSteps(source, container, resolve, runChars);
  });
  return { container, done };
}

describe('blockRuns', () => {
  it('cuts the source into runs that add up to it, each starting at a block', () => {
    const runs = Array.from(blockRuns(publishedParser(), DOCUMENT, RUN_CHARS));
    expect(runs.length).toBeGreaterThan(20);
    expect(runs.join('')).toBe(DOCUMENT);
    // Never inside a fence, a list, or the raw HTML block and the Markdown it wraps.
    for (const run of runs) {
      expect(run.match(/```/g)?.length ?? 0).toBeLessThan(3);
      expect(run.startsWith('  still')).toBe(false);
      expect(run.startsWith('**Markdown**')).toBe(false);
      expect(run.startsWith('</div>')).toBe(false);
    }
  });

  it('keeps a block longer than a run whole', () => {
    const fence = ['```', ...Array.from({ length: 50 }, (_, n) => `line ${n}`), '```'].join('\n');
    const source = `Before.\n\n${fence}\n\n${'After.\n\n'.repeat(100)}`;
    const runs = Array.from(blockRuns(publishedParser(), source, 20));
    expect(runs[0]).toBe('Before.\n\n');
    expect(runs[1].startsWith(fence)).toBe(true);
    expect(runs.join('')).toBe(source);
  });
});

describe('renderInSteps', () => {
  it('renders exactly what renderMarkdown renders for the whole document', async () => {
    const { container, done } = renderedInSteps(DOCUMENT);
    const headings = await done;
    const whole = renderMarkdown(DOCUMENT);
    expect(container.innerHTML).toBe(whole.html);
    expect(headings).toEqual(whole.headings);
    // The checks above mean something: the late h1 demoted the first heading, and ids are unique.
    expect(container.querySelector('h3#part-1')).not.toBeNull();
    expect(container.querySelector('#part-1-1')).not.toBeNull();
    expect(
      container.querySelector('a[href="https://example.com/defined-at-the-end"]'),
    ).not.toBeNull();
    expect(headingsRenderedInSteps(DOCUMENT)).toEqual(whole.headings);
  });

  it('gathers a long document in the same parts as renderMarkdown, across runs', async () => {
    const long = Array.from({ length: 100 }, (_, n) => section(n + 1)).join('\n');
    expect(long.length).toBeGreaterThanOrEqual(LONG_ARTICLE_CHARS);
    const { container, done } = renderedInSteps(long, 2000);
    await done;
    expect(container.innerHTML).toBe(renderMarkdown(long).html);
    const parts = container.querySelectorAll(`:scope > .${PART_CLASS}`);
    expect(parts.length).toBeGreaterThan(10);
    expect(container.children).toHaveLength(parts.length);
  });

  it('puts the first runs on screen at once and the rest later', async () => {
    const { container, done } = renderedInSteps(DOCUMENT.repeat(20), 4000);
    const first = container.childElementCount;
    expect(first).toBeGreaterThan(0);
    await done;
    expect(container.childElementCount).toBeGreaterThan(first);
  });

  it('normalizes line endings as the whole render does', async () => {
    const source = DOCUMENT.replace(/\n/g, '\r\n');
    const { container, done } = renderedInSteps(source);
    await done;
    expect(container.innerHTML).toBe(renderMarkdown(source).html);
  });

  it('colours code in a known language once the runs are in', async () => {
    const source = `${'Text.\n\n'.repeat(30)}\`\`\`ts\nconst a = 1;\n\`\`\`\n`;
    const { container, done } = renderedInSteps(source);
    await done;
    await waitFor(() =>
      expect(container.querySelector('code.language-ts .hljs-keyword')).toHaveTextContent('const'),
    );
  });

  it('stops when cancelled', async () => {
    const container = document.createElement('div');
    const onDone = jest.fn();
    const cancel = renderInSteps(DOCUMENT.repeat(20), container, onDone, 4000);
    const first = container.childElementCount;
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.childElementCount).toBe(first);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('renders hostile input as safely as the whole render', async () => {
    const shared = path.resolve(__dirname, '../../../../shared/data/xss-payloads.json');
    const payloads = [
      ...HOSTILE_MARKDOWN.map((entry) => entry.payload),
      ...(fs.existsSync(shared)
        ? (JSON.parse(fs.readFileSync(shared, 'utf8')) as { payload: string }[]).map(
            (entry) => entry.payload,
          )
        : []),
    ];
    const { container, done } = renderedInSteps(payloads.join('\n\n'));
    await done;
    expect(container.childElementCount).toBeGreaterThan(0);
    expect(findUnsafe(container.innerHTML)).toEqual([]);
  });
});

describe('rendersInSteps', () => {
  it('is for long documents without footnotes', () => {
    const long = 'A paragraph.\n\n'.repeat(Math.ceil(STEPWISE_MIN_CHARS / 14));
    expect(rendersInSteps(long)).toBe(true);
    expect(rendersInSteps(long.slice(0, STEPWISE_MIN_CHARS - 1))).toBe(false);
    expect(rendersInSteps(`${long}A note.[^1]\n\n[^1]: The note.`)).toBe(false);
  });
});
