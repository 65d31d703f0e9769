// Broken deploys (issue 8, "Faults that break the app today"): a lazy chunk that stays
// unavailable (404, aborted, hanging, or a stale deploy answering index.html) costs at most one
// guarded reload per chunk, then the spec's message with a working Retry; never a reload loop.
// Proven for a public page, the console layout and a console screen. The Markdown renderer's
// chunk failing stays inside its spot: the article shows its error with Retry, the editor keeps
// the text area (and every keystroke) while its preview says it is unavailable.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { WAIT_TIMEOUT_MS } from './support/browser.mjs';
import { distDir, screenshot, test, useE2E } from './support/setup.mjs';
import { writerText } from './support/writer.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 60000 };
const LOAD_FAILED = 'Sorry, there was a problem loading the page.';
/** From src/config/constants.ts: the hang is driven by a fake clock, not by waiting. */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
const CHUNK_SLOW_NOTICE_MS = 5000;

/** `dist/<name>.<hash>.chunk.js` (and its CSS, if any) for a named chunk. */
const chunkPattern = (name) => new RegExp(`/${name}\\.[0-9a-f]{8}\\.chunk\\.(js|css)$`);
const staleIndex = () => fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** How each fault answers a request for the chunk. Hanging requests are kept to end later. */
const FAULTS = {
  404: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found\n' }),
  abort: (route) => route.abort('failed'),
  // What a static host with an SPA fallback answers for a file the new deploy no longer has.
  'stale html': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: staleIndex() }),
  hang: (route, hanging) => {
    hanging.push(route);
  },
};

// What the browser itself reports for these faults (not the app): failed resource loads, the
// chunk errors the app catches, and the stale HTML run as a script.
const EXPECTED_CONSOLE = [
  /Failed to load resource/,
  /ChunkLoadError|Loading (CSS )?chunk/,
  /PageLoadError|could not be loaded/,
  /Unexpected token '<'/,
];
const EXPECTED_PAGE_ERRORS = [/Unexpected token '<'/];

/**
 * A page in its own context that counts document loads and profile calls and records every
 * unexpected error (the shared harness fails on any page error, but a stale deploy's HTML run
 * as a script is a page error the app cannot prevent).
 */
async function openFaultPage(viewport = DESKTOP) {
  const context = await e2e.browser.newContext({ viewport });
  // The harness's own bound for an action: on a busy 2-core machine signing in (the console's
  // chunks, MUI with them) took longer than 15 s once.
  context.setDefaultTimeout(WAIT_TIMEOUT_MS);
  const page = await context.newPage();
  const counts = { documents: 0, profile: 0 };
  const problems = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') counts.documents += 1;
    if (new URL(request.url()).pathname === '/api/auth/profile') counts.profile += 1;
  });
  page.on('pageerror', (error) => {
    if (!EXPECTED_PAGE_ERRORS.some((pattern) => pattern.test(error.message)))
      problems.push(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE.some((pattern) => pattern.test(text)))
      problems.push(`console error: ${text}`);
  });
  return { context, page, counts, problems };
}

/**
 * Fake time forward until `locator` shows: webpack gives a hanging chunk up after
 * CHUNK_LOAD_TIMEOUT_MS, the loader retries once, the page reloads once and tries again. Time
 * moves on only while the page has the chunk's <script> waiting (webpack's timer for it runs),
 * never on a guess of how long the page's real work takes.
 */
async function advanceUntilVisible(page, locator, chunk) {
  const waiting = page.locator(`script[src*="/${chunk}."]`);
  for (let step = 0; step < 8; step += 1) {
    await expect
      .poll(async () => (await locator.isVisible()) || (await waiting.count()) > 0, SLOW)
      .toBe(true);
    if (await locator.isVisible()) return;
    await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS).catch(() => {});
  }
  await locator.waitFor({ state: 'visible' });
}

const TARGETS = [
  { name: 'public page', chunk: 'page-timeline', path: '/timeLine', heading: 'Archive' },
  { name: 'console layout', chunk: 'console-layout', path: '/manager/home', heading: 'Dashboard' },
  {
    name: 'console screen',
    chunk: 'console-taxonomies',
    path: '/manager/category',
    heading: 'Categories',
    // The console's frame loads and asks for the profile while its screen hangs.
    frame: (page) => page.getByRole('button', { name: 'Log out' }),
  },
];

test.describe('a chunk that stays unavailable', () => {
  for (const target of TARGETS) {
    for (const fault of Object.keys(FAULTS)) {
      test(`${target.name} (${target.chunk}), ${fault}: one reload, the message, a working Retry`, async () => {
        const { context, page, counts, problems } = await openFaultPage();
        const hanging = [];
        try {
          if (target.path.startsWith('/manager')) await e2e.signIn(page);
          if (fault === 'hang') await page.clock.install();
          const pattern = chunkPattern(target.chunk);
          await page.route(pattern, (route) => FAULTS[fault](route, hanging));
          counts.documents = 0;
          counts.profile = 0;

          await page.goto(e2e.url(target.path), { waitUntil: 'commit' });
          const message = page.getByText(LOAD_FAILED);
          if (fault === 'hang') {
            // The loader shows progress, then says the page is still loading.
            await page.getByRole('progressbar', { name: 'Loading page' }).waitFor(SLOW);
            // The frame's own calls answered first: a call still in flight when fake time jumps
            // minutes ahead times out (the profile's did, and the console went to its sign-in
            // page), which no reader's clock does.
            if (target.frame) await target.frame(page).waitFor(SLOW);
            await page.clock.runFor(CHUNK_SLOW_NOTICE_MS);
            await page.getByText(/Still loading the page/).waitFor(SLOW);
            await advanceUntilVisible(page, message, target.chunk);
          } else {
            await message.waitFor(SLOW);
          }
          // The first load and exactly one reload; the message then stays (no loop).
          assert.equal(counts.documents, 2, 'one guarded reload, then the message');
          if (target.path.startsWith('/manager')) {
            assert.ok(counts.profile <= 2, `profile asked ${counts.profile} times`);
          }
          await screenshot(page, `chunk-fault-${target.chunk}-${fault.replace(' ', '-')}`);

          // The deploy is whole again: Retry loads the page in place, without a reload.
          await page.unroute(pattern);
          for (const route of hanging.splice(0)) await route.abort('failed').catch(() => {});
          if (fault === 'hang') await page.clock.resume();
          await page.getByRole('button', { name: 'Retry' }).click();
          await page.getByRole('heading', { level: 1, name: target.heading }).waitFor(SLOW);
          assert.equal(counts.documents, 2, 'Retry loads the chunk without reloading');
          assert.equal(await message.count(), 0);
          assert.deepEqual(problems, []);
        } finally {
          for (const route of hanging) await route.abort('failed').catch(() => {});
          await context.close();
        }
      });
    }
  }
});

test.describe("the phone's contents drawer failing to load", () => {
  const drawerChunk = chunkPattern('article-overlays');

  test('says so and closes, and the next tap loads it', async () => {
    const { context, page, counts, problems } = await openFaultPage({ width: 390, height: 844 });
    try {
      await page.route(drawerChunk, (route) => route.abort('failed'));
      await page.goto(e2e.url('/detail/1'));
      const open = page.getByRole('button', { name: 'Contents' });
      await open.click(SLOW);
      // Said on the button itself: a network failure never toasts (issue 25).
      await page
        .getByRole('button', { name: 'Contents did not load. Tap to try again.' })
        .waitFor(SLOW);
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal(await page.locator('ul[aria-label="Notifications"]').count(), 0, 'no toast');
      await screenshot(page, 'chunk-fault-toc-drawer', { fullPage: false });
      // The page stands: the article, not the router's error screen.
      await page.locator('main .markdown-body').waitFor();
      assert.equal(await page.getByText('Something went wrong').count(), 0);

      await page.unroute(drawerChunk);
      await open.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('navigation', { name: 'On this page' }).waitFor(SLOW);
      await drawer.getByRole('button', { name: 'Close contents' }).click();
      await drawer.waitFor({ state: 'hidden' });
      assert.equal(counts.documents, 1, 'no reload');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

test.describe('the Markdown renderer failing', () => {
  const markdownChunk = chunkPattern('markdown');

  test('leaves the article page up with its error and a Retry that loads it', async () => {
    const { context, page, counts, problems } = await openFaultPage();
    try {
      await page.route(markdownChunk, (route) => route.abort('failed'));
      await page.goto(e2e.url('/detail/1'));
      const alert = page.getByRole('alert').filter({ hasText: 'Could not show this article' });
      await alert.waitFor(SLOW);
      // The page stands: its title, the layout; not the router's error screen.
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByText('Something went wrong').count(), 0);
      await screenshot(page, 'chunk-fault-markdown-article', { fullPage: false });

      await page.unroute(markdownChunk);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.locator('main .markdown-body').waitFor(SLOW);
      assert.equal(await alert.count(), 0);
      assert.equal(counts.documents, 1, 'no reload');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('keeps the editor writing, every keystroke kept, while the preview is unavailable', async () => {
    const { context, page, problems } = await openFaultPage();
    try {
      await e2e.signIn(page);
      await page.route(markdownChunk, (route) => route.abort('failed'));
      await page.goto(e2e.url('/manager/article/edit/1'));
      const content = page.getByLabel(/^content/i);
      await content.waitFor(SLOW);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByText('Preview unavailable.').waitFor(SLOW);

      const typed = ' Written while the preview was away.';
      await content.press('Control+End');
      await content.pressSequentially(typed);
      assert.ok((await writerText(content)).includes(typed), 'every keystroke is in the text');
      // The viewport only: a full-page capture resizes it for an instant, the editor switches
      // layout at its breakpoint and back, and the remounted preview tries the renderer again.
      await screenshot(page, 'chunk-fault-markdown-editor', { fullPage: false });

      await page.unroute(markdownChunk);
      await preview.getByRole('button', { name: 'Retry' }).click();
      await preview.locator('.markdown-body').waitFor(SLOW);
      assert.ok((await preview.innerText()).includes(typed.trim()));
      assert.ok((await writerText(content)).includes(typed));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
