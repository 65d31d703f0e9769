// Reader journeys on the public side (issue 3, Tests), the other pages: a disabled article as its
// owner sees it, back-to-top, and the not-found page.
import assert from 'node:assert/strict';
import { screenshot, test, useE2E } from './support/setup.mjs';
import { DESKTOP, PHONE, SLOW, waitForArticles } from './support/journey-kit.mjs';

const e2e = useE2E();

test.describe('public journeys: pages', () => {
  test('the owner reading a disabled article is told that readers cannot see it', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await e2e.signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { data } = await (await fetch(`${e2e.mockUrl}/api/article?page=1&pageSize=1`)).json();
    const id = String(data.list[0].id);
    const disabled = await fetch(`${e2e.mockUrl}/api/article/disabled/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal((await disabled.json()).data.disabled, true);

    await page.goto(e2e.url(`/detail/${id}`));
    const notice = page.getByRole('note', { name: 'Disabled article' });
    await notice.waitFor({ state: 'visible', ...SLOW });
    assert.match(await notice.innerText(), /This article is disabled: readers cannot see it\./);
    await screenshot(page, 'disabled-article-notice-360', { fullPage: false });
    await notice.getByRole('link', { name: 'Edit it in the console' }).click();
    await page.waitForURL((url) => url.pathname === `/manager/article/edit/${id}`, SLOW);

    // A reader (no session) is not told, and does not get the article.
    const reader = await e2e.newPage({ viewport: PHONE });
    await reader.goto(e2e.url(`/detail/${id}`));
    await reader
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ state: 'visible', ...SLOW });
    assert.equal(await reader.getByRole('note', { name: 'Disabled article' }).count(), 0);
  });

  test('back-to-top appears past 600 px and takes the reader back to the top', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    await waitForArticles(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    assert.equal(await button.count(), 0, 'no button at the top of the page');

    // Not yet at 500 px: the scroll handler has run once the frame after the scroll is painted.
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    assert.equal(await button.count(), 0, 'no button at 500 px');

    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await button.waitFor({ state: 'visible', ...SLOW });
    await screenshot(page, 'public-back-to-top-1280');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, SLOW);
    await button.waitFor({ state: 'detached', ...SLOW });
    // The keyboard continues from the page heading.
    assert.equal(
      await page.evaluate(() => document.activeElement?.tagName),
      'H1',
      'focus moves to the heading',
    );
  });

  test('an unknown path shows the 404 page, and its button goes home', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/this/does/not/exist'));
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ state: 'visible', ...SLOW });
    assert.match(await heading.innerText(), /not found/i);
    assert.match(await page.title(), /not found/i);
    const home = page.getByRole('main').getByRole('link', { name: 'Back to home' });
    await home.click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
    await waitForArticles(page);
  });

  test('an unknown article shows the same not-found page as an unknown route', async () => {
    const page = await e2e.newPage({
      viewport: DESKTOP,
      // A backend answering HTTP 404 makes Chromium log the failed request.
      allowConsoleErrors: [/status of 404/],
    });
    const notFound = async (path) => {
      await page.goto(e2e.url(path));
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.waitFor({ state: 'visible', ...SLOW });
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).waitFor(SLOW);
      return { heading: await heading.innerText(), title: await page.title() };
    };
    const unknownRoute = await notFound('/this/does/not/exist');
    const unknownArticle = await notFound('/detail/999999');
    assert.deepEqual(unknownArticle, unknownRoute);
    assert.equal(unknownArticle.heading, 'Page not found');
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 0);
    await screenshot(page, 'not-found-article');
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/', SLOW);
  });
});
