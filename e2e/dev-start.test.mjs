// `npm start` on a busy port (issue 7): one clear line naming the port and how to choose another
// with PORT, and a non-zero exit, instead of webpack-dev-server's stack trace. `npm start` on a
// free port (issue 25): the owner goes through the console (categories, labels, files, with full
// page loads between them, which is when msw's worker update can fail) and no error overlay ever
// covers the page; the demo worker's own failures never reach it, other runtime errors still do.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { signIn } from './support/auth.mjs';
import { openPage, screenshot } from './support/browser.mjs';
import { freePort } from './support/free-port.mjs';
import { projectRoot } from './support/paths.mjs';
import { test } from './support/fixtures.mjs';

const OVERLAY = '#webpack-dev-server-client-overlay';

function runStart(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test.describe('npm start', () => {
  test('says in one line that the port is busy and how to choose another, then exits non-zero', async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address();
    try {
      const result = await runStart({ PORT: String(port) });
      assert.notEqual(result.code, 0);
      const lines = result.stderr.trim().split('\n');
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0], new RegExp(`Port ${port} .*already in use`));
      assert.match(lines[0], /PORT=\d+ npm start/);
      assert.doesNotMatch(result.stderr + result.stdout, /\bat \S+ \(/, 'no stack trace');
    } finally {
      blocker.close();
    }
  });

  test('refuses a PORT that is not a port number, in one line', async () => {
    const result = await runStart({ PORT: 'eighty' });
    assert.notEqual(result.code, 0);
    assert.equal(
      result.stderr.trim(),
      'PORT=eighty is not a port number (1-65535). Example: PORT=8081 npm start',
    );
  });
});

/** `npm start` on a free port; resolves once the first build is served. */
async function startDevServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      // Without its colours: a test runner may ask for them (FORCE_COLOR), which puts escape
      // codes between webpack's words.
      output += stripVTControlCharacters(String(chunk));
      if (/compiled successfully/.test(output)) resolve();
      else if (/compiled with \d+ errors?/.test(output)) reject(new Error(output));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

test.describe('npm start, as the owner uses it', () => {
  let server;
  let browser;

  test.beforeAll(async ({ browser: workerBrowser }) => {
    server = await startDevServer();
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('never covers the console with an error overlay, whatever the demo worker does', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await signIn(page, server.url);
      // Each screen loaded in full, twice (a reload too): every load starts msw again, and its
      // worker update races the worker unregistering itself as the last page closed.
      for (const [pathname, heading] of [
        ['/manager/category', 'Categories'],
        ['/manager/label', 'Labels'],
        ['/manager/file', 'Files'],
      ]) {
        await page.goto(`${server.url}${pathname}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.reload();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.equal(await page.locator(OVERLAY).count(), 0, `an overlay covers ${pathname}`);
      }
      await screenshot(page, 'dev-start-console-files', { fullPage: false });

      // The failure itself, as msw leaves it (an unhandled rejection of registration.update()),
      // then an ordinary runtime error: the overlay shows the second and never the first.
      await page.evaluate(() => {
        const origin = window.location.origin;
        void Promise.reject(
          new TypeError(
            `Failed to update a ServiceWorker for scope ('${origin}/') with script ('${origin}/mockServiceWorker.js'): Not found`,
          ),
        );
        setTimeout(() => {
          void Promise.reject(new Error('An ordinary runtime error'));
        });
      });
      const overlay = page.frameLocator(OVERLAY);
      await overlay.getByText('An ordinary runtime error').first().waitFor();
      assert.equal(await overlay.getByText(/mockServiceWorker\.js/).count(), 0);
      await screenshot(page, 'dev-start-overlay-other-error', { fullPage: false });
      // The control error is the test's own; anything else in the page is a failure.
      const unexpected = problems.filter((line) => !/An ordinary runtime error/.test(line));
      assert.deepEqual(unexpected, []);
    } finally {
      await context.close();
    }
  });
});
