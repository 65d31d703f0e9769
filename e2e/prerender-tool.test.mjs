// The prerender as a tool (issue 26), run whole against a generated API that misbehaves: one bad
// article is named and skipped (exit 2) without blocking the others, an API that stops answering
// is given up on at once (exit 1, dist/ untouched), paging cannot loop, a 20 MB article is named
// and skipped, an interrupt leaves nothing beside dist/, site.url is checked, a re-run follows
// new and deleted articles and their neighbours, and --every keeps a directory in step.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startGeneratedBlog } from '../bench/generated-blog.mjs';
import { ensureBuild } from './support/build.mjs';
import { startMockApi } from './support/mock-api.mjs';
import { copyBuild, ensurePrerenderBuild, prerender, removeCopy } from './support/prerender.mjs';
import { projectRoot } from './support/paths.mjs';
import { configScript, testConfig } from './support/site-config.mjs';

const SETUP_TIMEOUT_MS = 600000;
const SITE = 'https://blog.example.com';
// Long enough for a real answer on a busy machine; the hanging calls under test cost this much.
const TIMEOUT = ['--timeout', '5s'];

let mock;
const blogs = [];
const copies = [];

before(
  async () => {
    if (!ensureBuild({ label: 'prerender-tool' })) throw new Error('The build failed');
    ensurePrerenderBuild();
    mock = await startMockApi();
  },
  { timeout: SETUP_TIMEOUT_MS },
);

after(async () => {
  for (const blog of blogs) await blog.close();
  for (const dist of copies) removeCopy(dist);
  await mock?.close();
});

async function generated(count, options) {
  const blog = await startGeneratedBlog(count, mock.url, options);
  blogs.push(blog);
  return blog;
}

function freshCopy() {
  const dist = copyBuild();
  copies.push(dist);
  return dist;
}

const configFor = (blog, site = {}) => {
  const config = testConfig(blog.url);
  return { ...config, site: { ...config.site, url: SITE, ...site } };
};

const read = (dist, file) => fs.readFileSync(path.join(dist, file), 'utf8');
const exists = (dist, file) => fs.existsSync(path.join(dist, file));
/** What sits beside dist/ in its folder (the prerender's config file aside). */
const beside = (dist) =>
  fs.readdirSync(path.dirname(dist)).filter((name) => name !== 'prerender-config.js');
const sitemapUrls = (dist) =>
  [...read(dist, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const nextLink = (dist, id) =>
  /<a rel="next"[^>]*href="\/detail\/([^"]+)"/.exec(read(dist, `detail/${id}/index.html`))?.[1] ??
  null;
const prevLink = (dist, id) =>
  /<a rel="prev"[^>]*href="\/detail\/([^"]+)"/.exec(read(dist, `detail/${id}/index.html`))?.[1] ??
  null;
const manifest = (dist) => JSON.parse(read(dist, 'prerender-manifest.json'));

describe('one bad article', () => {
  it(
    'is named and skipped, its previous page kept, the rest written (exit 2)',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );
});

/** A prerender run as a child process, to interrupt or to watch. */
function startPrerender(dist, config, args = []) {
  const configFile = path.join(path.dirname(dist), 'prerender-config.js');
  fs.writeFileSync(configFile, configScript(config));
  const script = path.join(projectRoot, 'build', 'prerender', 'prerender.js');
  const child = spawn(process.execPath, [script, dist, '--config', configFile, ...args], {
    cwd: projectRoot,
  });
  const run = { child, output: '' };
  child.stdout.on('data', (chunk) => (run.output += chunk));
  child.stderr.on('data', (chunk) => (run.output += chunk));
  run.exited = new Promise((resolve) =>
    child.once('close', (code, signal) => resolve(code ?? signal)),
  );
  return run;
}

/** Waits until `condition()` holds (checked every 100 ms); the test's own timeout bounds it. */
async function until(condition, what) {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return what;
}

/** Every file under `dist` with its size: what an untouched dist/ keeps. */
function listing(dist) {
  const files = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.push(`${path.relative(dist, full)} ${fs.statSync(full).size}`);
    }
  };
  visit(dist);
  return files.sort();
}

describe('an API that stops answering', () => {
  it(
    'when every detail call hangs, the run gives up early with one message, dist/ untouched (exit 1)',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );

  it('when the whole API stops mid-way, the same', { timeout: SETUP_TIMEOUT_MS }, async () => {
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

describe('paging', () => {
  for (const [name, options] of [
    ['ignoring `page` with total 1e9', { ignorePage: true, total: 1e9 }],
    ['ignoring `page` with a small total', { ignorePage: true, total: 34, pageSize: 4 }],
  ]) {
    it(
      `cannot loop: a backend ${name} is read once, each article once, and the run says why`,
      { timeout: SETUP_TIMEOUT_MS },
      async () => {
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
      },
    );
  }
});

describe('a 20 MB article', () => {
  it(
    'is named and not prerendered; the others are (exit 2)',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );
});

describe('an interrupt', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    it(
      `(${signal}) mid-way leaves dist/ as it was and nothing beside it`,
      { timeout: SETUP_TIMEOUT_MS },
      async () => {
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
      },
    );
  }
});

describe('a crash', () => {
  it(
    '(SIGKILL, as the kernel ends a run out of memory) leaves nothing beside dist/ either',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );
});

describe('site.url', () => {
  for (const [url, message] of [
    [
      'javascript:alert(1)',
      /site\.url "javascript:alert\(1\)" uses javascript:, not http: or https:/,
    ],
    ['//blog.example.com', /site\.url "\/\/blog\.example\.com" has no scheme/],
    ['https://blog.example.com/a "b"', /contains a space/],
    ['', /site\.url is not set/],
  ]) {
    it(`${JSON.stringify(url)} is refused with a message naming what is wrong (exit 1, dist/ untouched)`, async () => {
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

describe('a re-run', () => {
  it(
    'follows a new and a deleted article, and re-renders the neighbours beside them',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
      // Twelve articles, so a new one with no views stays out of the sidebar's top ten.
      const blog = await generated(12);
      const dist = freshCopy();
      const config = configFor(blog);
      const first = await prerender(dist, config);
      assert.equal(first.status, 0, first.output);
      assert.equal(nextLink(dist, '12'), null);

      const id = blog.publish({ views: 0 });
      const second = await prerender(dist, config);
      assert.equal(second.status, 0, second.output);
      assert.equal(nextLink(dist, '12'), String(id), 'the previous article names the new one');
      assert.equal(prevLink(dist, String(id)), '12');
      assert.ok(sitemapUrls(dist).includes(`${SITE}/detail/${id}`));
      assert.match(second.output, /\] \/detail\/12\n/);
      assert.doesNotMatch(second.output, /\] \/detail\/5\n/, 'an unchanged article is kept');
      assert.match(second.output, /Prerendered: 6 written, 11 unchanged, 0 skipped, 0 removed/);

      blog.remove('5');
      const third = await prerender(dist, config);
      assert.equal(third.status, 0, third.output);
      assert.ok(!exists(dist, 'detail/5/index.html'));
      assert.ok(!sitemapUrls(dist).includes(`${SITE}/detail/5`));
      assert.equal(nextLink(dist, '4'), '6');
      assert.equal(prevLink(dist, '6'), '4');
      assert.match(third.output, /removed \/detail\/5 \(deleted or disabled\)/);
    },
  );
});

describe('--every', () => {
  it(
    'keeps a served directory in step with the blog, and SIGINT ends it cleanly',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );
});

describe('--every after a failed pass', () => {
  it(
    'says the pass changed nothing and tries again at the next one',
    { timeout: SETUP_TIMEOUT_MS },
    async () => {
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
    },
  );
});

describe('npm run prerender', () => {
  it('runs the built script directly, with the arguments after --', async () => {
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
