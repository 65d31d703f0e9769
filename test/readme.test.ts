/**
 * The README is one screen for a newcomer (issue 41): what it is, the two commands, the features
 * and links; everything else lives in docs/, each doc linked from it. Every relative link of the
 * README and the docs reaches a file, and every #anchor a heading of it, so a section that moves
 * cannot leave a dead link behind.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
/** A screen's worth: the README a newcomer reads without scrolling far. */
const README_MAX_LINES = 80;
/** A picture the README shows stays light enough to load at once. */
const IMAGE_MAX_BYTES = 200 * 1024;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const docs = fs
  .readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

/** Relative link targets of a Markdown file (links and images), outside code blocks. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  return new Set([...prose.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1])));
}

/** Each dead link of a file: a target that is missing, or an anchor its target lacks. */
function deadLinks(file: string): string[] {
  return relativeLinks(read(file)).flatMap((link) => {
    const [target, anchor] = link.split('#');
    const resolved = target ? path.join(path.dirname(file), target) : file;
    if (!fs.existsSync(path.join(root, resolved))) return [`${file}: ${link} (no such file)`];
    if (anchor && !anchors(read(resolved)).has(anchor)) return [`${file}: ${link} (no heading)`];
    return [];
  });
}

describe('the README', () => {
  it(`fits on a screen: at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('names the two commands, and its test command is the one CI runs', () => {
    expect(readme).toContain(
      '| Run the app on the built-in demo backend, at http://127.0.0.1:8080 | `npm ci && npm start` |',
    );
    expect(readme).toContain(
      '| Run every test (lint, typecheck, unit tests, browser tests)        | `npm test`            |',
    );
    expect(read('.ci/run').trimEnd().split('\n').at(-1)).toBe('npm test');
  });

  it('links every doc in docs/', () => {
    expect(docs.length).toBeGreaterThan(0);
    const linked = new Set(relativeLinks(readme).map((link) => link.split('#')[0]));
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });

  it('shows the reading side and the console, light and dark, each picture under 200 KiB', () => {
    const images = relativeLinks(readme).filter((link) => /\.(png|webp)$/.test(link));
    for (const name of ['reading-light', 'reading-dark', 'console-light', 'console-dark']) {
      expect(images.some((image) => image.includes(name))).toBe(true);
    }
    for (const image of images) {
      expect(fs.statSync(path.join(root, image)).size).toBeLessThan(IMAGE_MAX_BYTES);
    }
  });

  it('and the docs have no dead link: every file and heading they point at exists', () => {
    expect(['README.md', ...docs].flatMap(deadLinks)).toEqual([]);
  });
});

describe("the browser tests' README", () => {
  it('names every test file, or its family, in its table of what each file tests', () => {
    const guide = read('e2e/README.md');
    const table = guide.slice(guide.indexOf('## Which file tests what'));
    const named = [...table.matchAll(/`([\w-]+)(\*?)`/g)].map(([, name, family]) =>
      family ? (file: string) => file.startsWith(name) : (file: string) => file === name,
    );
    const files = fs
      .readdirSync(path.join(root, 'e2e'))
      .filter((name) => name.endsWith('.test.mjs'))
      .map((name) => name.replace(/\.test\.mjs$/, ''));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !named.some((covers) => covers(file)))).toEqual([]);
  });
});
