// The prerender as a tool (issue 26), part two: site.url is checked, a re-run follows new and
// deleted articles and their neighbours, --every keeps a directory in step (also after a failed
// pass), and `npm run prerender` runs it. Part one is prerender-tool.test.mjs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prerender } from './support/prerender.mjs';
import { projectRoot } from './support/paths.mjs';
import { configScript, testConfig } from './support/site-config.mjs';
import {
  SITE,
  beside,
  configFor,
  exists,
  listing,
  nextLink,
  prevLink,
  read,
  sitemapUrls,
  startPrerender,
  until,
  usePrerenderTool,
} from './support/prerender-tool-kit.mjs';
import { test } from './support/fixtures.mjs';

const { generated, freshCopy } = usePrerenderTool();

test.describe('site.url', () => {
  for (const [url, message] of [
    [
      'javascript:alert(1)',
      /site\.url "javascript:alert\(1\)" uses javascript:, not http: or https:/,
    ],
    ['//blog.example.com', /site\.url "\/\/blog\.example\.com" has no scheme/],
    ['https://blog.example.com/a "b"', /contains a space/],
    ['', /site\.url is not set/],
  ]) {
    test(`${JSON.stringify(url)} is refused with a message naming what is wrong (exit 1, dist/ untouched)`, async () => {
      const dist = freshCopy();
      const untouched = listing(dist);
      const config = { ...testConfig('http://127.0.0.1:9'), site: { url } };
      const result = await prerender(dist, config);
      assert.equal(result.status, 1, result.output);
      assert.match(result.output, message);
      assert.deepEqual(listing(dist), untouched);
      assert.deepEqual(beside(dist), ['dist']);
    });
  }
});

/** The prerender's record of what each article page shows (src/prerender/manifest.ts). */
const manifest = (dist) =>
  JSON.parse(fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'));

test.describe('a re-run', () => {
  test('follows a new and a deleted article, and re-renders the neighbours beside them', async () => {
    // Twelve articles, so a new one with no views stays out of the sidebar's top ten.
    const blog = await generated(12);
    const dist = freshCopy();
    const config = configFor(blog);
    const first = await prerender(dist, config);
    assert.equal(first.status, 0, first.output);
    assert.equal(nextLink(dist, '12'), null);

    const before = manifest(dist);
    const id = blog.publish({ views: 0 });
    const secondStarted = Date.now();
    const second = await prerender(dist, config);
    assert.equal(second.status, 0, second.output);
    // The site's state is dated when the pass read the list, not when it ended: an owner's change
    // made while it rendered is not in its pages, and the console must not take it as built.
    const listRead = blog.requestTimes.get('/api/article').find((at) => at >= secondStarted);
    const builtAt = Date.parse(JSON.parse(read(dist, 'site-state.json')).builtAt);
    assert.ok(
      builtAt >= secondStarted && builtAt <= listRead,
      `site-state.json dated ${builtAt}, the list read at ${listRead}`,
    );
    // A page is rendered again exactly when what it shows changed: its neighbours, or its
    // "Read next" list (the new article may enter some); the others are kept as they were.
    const after = manifest(dist);
    const same = Object.keys(before.articles).filter(
      (page) => JSON.stringify(before.articles[page]) === JSON.stringify(after.articles[page]),
    );
    assert.ok(same.length > 0, 'some pages are kept');
    for (const page of same) {
      assert.doesNotMatch(second.output, new RegExp(`\\] /detail/${page}\\n`), `${page} kept`);
    }
    assert.equal(nextLink(dist, '12'), String(id), 'the previous article names the new one');
    assert.equal(prevLink(dist, String(id)), '12');
    assert.ok(sitemapUrls(dist).includes(`${SITE}/detail/${id}`));
    assert.match(second.output, /\] \/detail\/12\n/);
    // Every page counted once: 13 articles, home, its second page, the archive and the 404.
    const [, written, unchanged] =
      /Prerendered: (\d+) written, (\d+) unchanged, 0 skipped, 0 removed/.exec(second.output);
    assert.equal(Number(written) + Number(unchanged), 17);
    assert.equal(Number(unchanged), same.length);

    blog.remove('5');
    const third = await prerender(dist, config);
    assert.equal(third.status, 0, third.output);
    assert.ok(!exists(dist, 'detail/5/index.html'));
    assert.ok(!sitemapUrls(dist).includes(`${SITE}/detail/5`));
    assert.equal(nextLink(dist, '4'), '6');
    assert.equal(prevLink(dist, '6'), '4');
    assert.match(third.output, /removed \/detail\/5 \(deleted or disabled\)/);
  });
});

test.describe('--every', () => {
  test('keeps a served directory in step with the blog, and SIGINT ends it cleanly', async () => {
    const blog = await generated(12);
    const dist = freshCopy();
    const run = startPrerender(dist, configFor(blog), ['--every', '1s']);
    await until(() => run.output.includes('Pass done'));
    const id = blog.publish({ views: 0 });
    await until(
      () => exists(dist, `detail/${id}/index.html`) && nextLink(dist, '12') === String(id),
    );
    run.child.kill('SIGINT');
    assert.equal(await run.exited, 0, run.output);
    assert.match(run.output, /Stopped watching \(SIGINT\)/);
    assert.deepEqual(beside(dist), ['dist']);
  });
});

test.describe('--every after a failed pass', () => {
  test('says the pass changed nothing and tries again at the next one', async () => {
    const blog = await generated(3);
    const dist = freshCopy();
    // First an API that is not there (a closed port): the pass fails after its retries.
    const run = startPrerender(dist, configFor({ url: 'http://127.0.0.1:9' }), ['--every', '1s']);
    await until(() => run.output.includes('This pass changed nothing'));
    assert.match(run.output, /Cannot read the articles from http:\/\/127\.0\.0\.1:9/);
    // The settings are read again for each pass: the next ones use the API now named.
    fs.writeFileSync(
      path.join(path.dirname(dist), 'prerender-config.js'),
      configScript(configFor(blog)),
    );
    await until(() => exists(dist, 'detail/3/index.html'));
    run.child.kill('SIGTERM');
    assert.equal(await run.exited, 0, run.output);
    assert.deepEqual(beside(dist), ['dist']);
  });
});

test.describe('npm run prerender', () => {
  test('runs the built script directly, with the arguments after --', async () => {
    const started = Date.now();
    const run = spawn(
      process.execPath,
      ['scripts/run-tool.mjs', 'prerender', '--', 'no-such-dist', '--every', 'soon'],
      { cwd: projectRoot },
    );
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => run.once('close', resolve));
    console.log(`# npm run prerender answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert.equal(code, 1, output);
    assert.equal(
      output.trim(),
      'Prerender refused: --every takes a duration such as 30s, 10m or 1h',
    );
  });
});
