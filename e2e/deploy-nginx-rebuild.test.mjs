// The rebuild hook on a real deploy (issue 42): the prerender kept running with `--listen`, as
// deploy/systemd/blog-prerender.service runs it, behind deploy/nginx/blog.conf's /_rebuild
// location on Debian's nginx (the `nginxDeploys` fixture). The owner publishes, asks for a
// rebuild through nginx on the blog's own origin, and the new page is served; a wrong token
// starts nothing.
import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import { openPage, WAIT_TIMEOUT_MS } from './support/browser.mjs';
import { callApi, get, page, passesEndedIn } from './support/nginx-deploy.mjs';
import { test } from './support/fixtures.mjs';

let mock, deploy, browser, token, hook;

const api = (method, pathname, fields) => callApi(mock.url, token, method, pathname, fields);
const passesEnded = () => passesEndedIn(hook.run);

/** POST /_rebuild from a page on the blog's origin, as the console calls it (fetch, same origin). */
async function askForRebuild(reader, hookToken) {
  return reader.evaluate(async (bearer) => {
    const response = await fetch('/_rebuild', {
      method: 'POST',
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    });
    return { status: response.status, body: await response.json() };
  }, hookToken);
}

test.beforeAll(({ nginxDeploys }) => {
  ({ mock, deploy, browser, token, hook } = nginxDeploys);
});

test.describe('the rebuild hook behind nginx', () => {
  test('a wrong or missing token is refused with 401 and starts no pass; other methods 405', async () => {
    const {
      page: reader,
      context,
      problems,
    } = await openPage(browser, {
      allowConsoleErrors: [/status of 401/],
    });
    try {
      await reader.goto(`${deploy.url}/`);
      const before = passesEnded();
      // The fixture is the worker's: another file may have asked for a rebuild before this one.
      const asked = () => hook.run.output.match(/^Rebuild asked for/gm)?.length ?? 0;
      const askedBefore = asked();
      for (const wrong of [`${hook.token}x`, 'not-the-token-at-all', null]) {
        const answer = await askForRebuild(reader, wrong);
        assert.equal(answer.status, 401, `token ${wrong}`);
        assert.match(answer.body.error, /token/);
      }
      const other = await get(deploy.url, '/_rebuild');
      assert.equal(other.status, 405);
      assert.equal(other.headers.allow, 'POST, OPTIONS');
      assert.equal(asked(), askedBefore, 'no rebuild asked for');
      assert.equal(passesEnded(), before);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the right token: 202, a pass at once, and an article published since is served by nginx', async () => {
    const [category] = await api('GET', '/api/category');
    const created = await api('POST', '/api/article', {
      title: 'Published, then rebuilt',
      summary: 'Brought onto the public pages by the rebuild hook.',
      content: '# Published, then rebuilt\n\nThe hook asked for this page.',
      categoryId: String(category.id),
    });
    const pathname = `/detail/${created.id}`;
    assert.equal((await get(deploy.url, pathname)).status, 404, 'not on the site before');

    const { page: reader, context, problems } = await openPage(browser);
    try {
      await reader.goto(`${deploy.url}/`);
      const before = passesEnded();
      const answer = await askForRebuild(reader, hook.token);
      assert.deepEqual(answer, { status: 202, body: { status: 'started' } });
      await expect.poll(passesEnded, { timeout: WAIT_TIMEOUT_MS }).toBeGreaterThan(before);
      assert.match(hook.run.output, /Rebuild asked for: a pass starts now/);

      const served = await page(deploy.url, pathname);
      assert.equal(served.status, 200, hook.run.output.split('\n').slice(-20).join('\n'));
      assert.match(served.title, /^Published, then rebuilt/);
      assert.equal(served.h1, 'Published, then rebuilt');
      const sitemap = (await get(deploy.url, '/sitemap.xml')).body.toString();
      assert.ok(sitemap.includes(`${pathname}<`), 'the new article is in the sitemap');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
