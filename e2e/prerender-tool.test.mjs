// The prerender as a tool (issue 26), run whole against a generated API that misbehaves: one bad
// article is named and skipped (exit 2) without blocking the others, an API that stops answering
// is given up on at once (exit 1, dist/ untouched), paging cannot loop, a 20 MB article is named
// and skipped, an article the renderer cannot finish is named and skipped beside a 1 MiB one that
// is written whole (issue 42), an interrupt leaves nothing beside dist/, site.url is checked, a
// re-run follows new and deleted articles and their neighbours, and --every keeps a directory in
// step.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { issueShapedMarkdown } from '../bench/long-markdown.mjs';
import { prerender } from './support/prerender.mjs';
import {
  SITE,
  TIMEOUT,
  beside,
  configFor,
  exists,
  listing,
  read,
  manifest,
  sitemapUrls,
  startPrerender,
  until,
  usePrerenderTool,
} from './support/prerender-tool-kit.mjs';
import { test } from './support/fixtures.mjs';

const { generated, freshCopy } = usePrerenderTool();

test.describe('one bad article', () => {
  test('is named and skipped, its previous page kept, the rest written (exit 2)', async () => {
    const longId = 'a'.repeat(300);
    const behaviour = new Map();
    const blog = await generated(0, {
      ids: ['7', '6', 'refused', 'hangs', longId, '2', '1'],
      detail: (id) => behaviour.get(id),
    });
    const dist = freshCopy();
    const config = configFor(blog);
    const first = await prerender(dist, config, TIMEOUT);
    assert.ok(exists(dist, 'detail/refused/index.html'), first.output);

    behaviour.set('refused', 'refuse');
    behaviour.set('hangs', 'hang');
    const result = await prerender(dist, config, ['--all', ...TIMEOUT]);
    assert.equal(result.status, 2, result.output);
    for (const [id, reason] of [
      ['refused', /Refused for the test/],
      ['hangs', /no answer within 5 s \(time-out\)/],
      [longId, /too long for a file name \(300 characters/],
    ]) {
      const line = result.output
        .split('\n')
        .find((l) => l.includes(`skipped article ${JSON.stringify(id)}`));
      assert.ok(line, `${id} is named:\n${result.output}`);
      assert.match(line, reason);
    }
    // The others are written and published; the refused one keeps its page, the rest have none.
    for (const id of ['7', '6', '2', '1']) assert.ok(exists(dist, `detail/${id}/index.html`), id);
    assert.ok(exists(dist, 'detail/refused/index.html'));
    assert.match(result.output, /skipped article "refused" \(previous page kept\)/);
    const done = Object.keys(manifest(dist).articles).sort();
    assert.deepEqual(done, ['1', '2', '6', '7']);
    assert.deepEqual(beside(dist), ['dist']);
    assert.match(result.output, /Prerendered, incomplete: \d+ written, 0 unchanged, 3 skipped/);
  });
});

test.describe('an API that stops answering', () => {
  test('when every detail call hangs, the run gives up early with one message, dist/ untouched (exit 1)', async () => {
    const blog = await generated(8, { detail: () => 'hang' });
    const dist = freshCopy();
    const untouched = listing(dist);
    const started = Date.now();
    const result = await prerender(dist, configFor(blog), TIMEOUT);
    console.log(
      `# every detail call hangs, 8 articles: gave up after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    assert.equal(result.status, 1, result.output);
    const messages = result.output
      .split('\n')
      .filter((line) => /gave up|skipped|failed/i.test(line));
    assert.equal(messages.length, 1, result.output);
    assert.match(
      messages[0],
      /Prerender gave up after .* the API stopped answering .* left as it was/,
    );
    assert.deepEqual(listing(dist), untouched);
    assert.deepEqual(beside(dist), ['dist']);
  });

  test('when the whole API stops mid-way, the same', async () => {
    const blog = await generated(8, {
      detail: () => {
        blog.stopped = true; // the first detail call is the last answered
        return 'hang';
      },
    });
    const dist = freshCopy();
    const untouched = listing(dist);
    const result = await prerender(dist, configFor(blog), TIMEOUT);
    assert.equal(result.status, 1, result.output);
    assert.equal(result.output.match(/gave up/g)?.length, 1, result.output);
    assert.deepEqual(listing(dist), untouched);
    assert.deepEqual(beside(dist), ['dist']);
  });
});

test.describe('paging', () => {
  for (const [name, options] of [
    ['ignoring `page` with total 1e9', { ignorePage: true, total: 1e9 }],
    ['ignoring `page` with a small total', { ignorePage: true, total: 34, pageSize: 4 }],
  ]) {
    test(`cannot loop: a backend ${name} is read once, each article once, and the run says why`, async () => {
      const blog = await generated(10, options);
      const dist = freshCopy();
      const result = await prerender(dist, configFor(blog));
      assert.equal(result.status, 2, result.output);
      assert.match(
        result.output,
        /the list may be incomplete: page 2 of the list repeated earlier pages/,
      );
      assert.equal(
        blog.requests.get('/api/article') <= 8,
        true,
        'list calls: the home pages, the list, the probe',
      );
      const urls = sitemapUrls(dist);
      assert.equal(new Set(urls).size, urls.length, urls.join('\n'));
      const articles = urls.filter((url) => url.includes('/detail/'));
      assert.equal(articles.length, options.pageSize ?? 10);
    });
  }
});

test.describe('a 20 MB article', () => {
  test('is named and not prerendered; the others are (exit 2)', async () => {
    const blog = await generated(3, {
      contents: { 2: 'Lorem ipsum dolor sit amet. '.repeat(750000) },
    });
    const dist = freshCopy();
    const result = await prerender(dist, configFor(blog));
    assert.equal(result.status, 2, result.output);
    assert.match(
      result.output,
      /skipped article "2" \(no page\): too large to prerender \(21\.0 million characters/,
    );
    assert.ok(exists(dist, 'detail/1/index.html') && exists(dist, 'detail/3/index.html'));
    assert.ok(!exists(dist, 'detail/2/index.html'));
    assert.ok(!sitemapUrls(dist).includes(`${SITE}/detail/2`));
  });
});

test.describe('an article the renderer cannot finish', () => {
  test('is named and skipped; a 1 MiB article beside it is written whole, and no call waits (exit 2)', async () => {
    // The shape of issue 42's article, which stopped the whole run ("Maximum call stack size
    // exceeded", exit 1) and held the other articles' calls past their time-out.
    const long = issueShapedMarkdown(1024 * 1024);
    const last = (pattern) => long.match(pattern).at(-1);
    const lastPart = last(/^## Part \d+/gm).slice(3);
    const lastParagraph = last(/^Paragraph \d+ with/gm);
    const blog = await generated(4, {
      contents: {
        2: long,
        // Raw HTML nested 4,000 deep: more than the renderer's recursion has stack for.
        3: `${'<template>'.repeat(4000)}${'</template>'.repeat(4000)}`,
      },
    });
    const dist = freshCopy();
    const result = await prerender(dist, configFor(blog));
    assert.equal(result.status, 2, result.output);
    assert.match(
      result.output,
      /skipped article "3" \(no page\): Maximum call stack size exceeded/,
    );
    for (const id of ['1', '2', '4']) assert.ok(exists(dist, `detail/${id}/index.html`), id);
    assert.ok(!exists(dist, 'detail/3/index.html'));
    // Whole, to its last part: on its page, in its feed entry and in the search files.
    assert.ok(read(dist, 'detail/2/index.html').includes(`>${lastPart}<`));
    assert.ok(read(dist, 'rss.xml').includes(`${lastPart}&lt;`));
    assert.ok(read(dist, 'search/text/2.json').includes(lastParagraph));
    // Rendered off the thread that reads the API: no call went unanswered meanwhile.
    assert.doesNotMatch(result.output, /retrying/);
  });
});

test.describe('an interrupt', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    test(`(${signal}) mid-way leaves dist/ as it was and nothing beside it`, async () => {
      // Article 1 hangs, so the run is surely mid-way once the others are written.
      const blog = await generated(6, { detail: (id) => (id === '1' ? 'hang' : undefined) });
      const dist = freshCopy();
      const untouched = listing(dist);
      // A copy left by a run that died unseen (killed, out of memory) goes too.
      const dead = spawn(process.execPath, ['-e', '0']);
      await new Promise((resolve) => dead.once('close', resolve));
      fs.mkdirSync(path.join(path.dirname(dist), `.dist.prerender-${dead.pid}`));
      const run = startPrerender(dist, configFor(blog), ['--timeout', '600s']);
      await until(() => run.output.includes('] /detail/2\n'));
      assert.ok(fs.existsSync(path.join(path.dirname(dist), `.dist.prerender-${run.child.pid}`)));
      assert.ok(!fs.existsSync(path.join(path.dirname(dist), `.dist.prerender-${dead.pid}`)));
      run.child.kill(signal);
      assert.equal(await run.exited, code, run.output);
      assert.match(run.output, new RegExp(`Prerender interrupted \\(${signal}\\)`));
      assert.deepEqual(beside(dist), ['dist']);
      assert.deepEqual(listing(dist), untouched);
    });
  }
});

test.describe('a crash', () => {
  test('(SIGKILL, as the kernel ends a run out of memory) leaves nothing beside dist/ either', async () => {
    const blog = await generated(6, { detail: (id) => (id === '1' ? 'hang' : undefined) });
    const dist = freshCopy();
    const untouched = listing(dist);
    const run = startPrerender(dist, configFor(blog), ['--timeout', '600s']);
    await until(() => run.output.includes('] /detail/2\n'));
    run.child.kill('SIGKILL');
    assert.equal(await run.exited, 'SIGKILL');
    // The run's watchdog removes its copy once the run is gone.
    await until(() => beside(dist).length === 1);
    assert.deepEqual(beside(dist), ['dist']);
    assert.deepEqual(listing(dist), untouched);
  });
});
