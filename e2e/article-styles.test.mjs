// Where the article page's styles land in the production build (issue 27): the Markdown body's
// typography and the code colours come with the article page's chunk, which a prerendered article
// links (src/prerender/routes.ts: page-detail and public-shared), so a page taken over without the
// renderer is styled; the renderer and the highlighter carry none; the console editor's preview
// has the same rules in its own CSS; and the phone's contents drawer has its own style chunk.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { distDir } from './support/paths.mjs';
import { test } from './support/fixtures.mjs';

const files = fs.readdirSync(distDir);

/** The text of a lazy chunk's CSS file, or null when it has none. */
function chunkCss(name) {
  const file = files.find((candidate) =>
    new RegExp(`^${name}\\.[0-9a-f]{8}\\.chunk\\.css$`).test(candidate),
  );
  return file ? fs.readFileSync(path.join(distDir, file), 'utf8') : null;
}

/** The CSS the page's entry links (index.html, and so every prerendered page). */
const entryCss = [
  ...fs.readFileSync(path.join(distDir, 'index.html'), 'utf8').matchAll(/href="\/?([^"]+\.css)"/g),
]
  .map((match) => fs.readFileSync(path.join(distDir, match[1]), 'utf8'))
  .join('\n');

const BODY_RULES = [
  /\.markdown-body\s*\{/,
  /\.markdown-body \.code-block\s*\{/,
  /\.markdown-body__status/,
];
const CODE_COLOURS = [/\.markdown-body \.hljs-keyword/, /--hl-keyword:/];

test.describe("the article page's styles in the build", () => {
  test("a prerendered article links the Markdown body's and the code colours' rules", () => {
    const linked = [entryCss, chunkCss('page-detail'), chunkCss('public-shared')].join('\n');
    for (const rule of [...BODY_RULES, ...CODE_COLOURS]) {
      assert.match(linked, rule, `${rule} is not in the CSS an article page links`);
    }
  });

  test('the renderer and the highlighter chunks carry no CSS (a taken-over article never loads them)', () => {
    assert.equal(chunkCss('markdown'), null);
    assert.equal(chunkCss('code-highlight'), null);
  });

  test("the console editor's preview has the same body rules in its own CSS", () => {
    const editor = chunkCss('console-article-editor') ?? '';
    for (const rule of [...BODY_RULES, ...CODE_COLOURS]) assert.match(editor, rule);
  });

  test("the phone's contents drawer has its own style chunk, and the article page's chunk its own rules", () => {
    const drawer = chunkCss('article-overlays');
    assert.ok(drawer, 'article-overlays has no CSS chunk');
    assert.match(drawer, /::backdrop/);
    assert.match(drawer, /var\(--mui-shadows-16\)/);
    const page = chunkCss('page-detail') ?? '';
    assert.match(page, /var\(--mui-font-h1\)/, "the article title's rule is in page-detail's CSS");
    assert.doesNotMatch(page, /::backdrop/, "the drawer's rules stay out of page-detail's CSS");
  });
});
