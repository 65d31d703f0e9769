// The foundation in a real browser (issue 2 §5, §6): the production build served statically on
// 127.0.0.1, talking to the mock HTTP API over the network.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot, screenshot, SMOKE, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const DESKTOP = { width: 1280, height: 800 };

test.describe('foundation', () => {
  test(
    'home page at 1280 px shows demo articles, the header tabs and the footer',
    SMOKE,
    async () => {
      const page = await e2e.newPage({ viewport: DESKTOP });
      await page.goto(e2e.url('/'));
      const main = page.locator('main');
      const articleLinks = main.locator('a[href^="/detail/"]');
      await articleLinks.first().waitFor({ state: 'visible' });
      assert.ok(
        (await articleLinks.count()) > 1,
        'expected several article links on the home page',
      );

      const sections = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Archive']) {
        await sections.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
      }
      assert.equal(
        await sections
          .getByRole('link', { name: 'Home', exact: true })
          .getAttribute('aria-current'),
        'page',
      );

      const { site } = e2e.defaultConfig();
      const footer = page.getByRole('contentinfo');
      await footer.getByText(site.copyright, { exact: false }).waitFor({ state: 'visible' });
      await footer.getByText(site.filingNumber, { exact: false }).waitFor({ state: 'visible' });
      await screenshot(page, 'foundation-home-1280');
    },
  );

  test('an unknown path shows the 404 page, whose button returns to /', SMOKE, async () => {
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/no/such/page'));
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    const back = page
      .getByRole('button', { name: /back to home/i })
      .or(page.getByRole('link', { name: /back to home/i }));
    await back.waitFor({ state: 'visible' });
    await screenshot(page, 'foundation-404-1280');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main a[href^="/detail/"]').first().waitFor({ state: 'visible' });
  });

  test('carries the release identifier in the version meta', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    assert.equal(version, '1.0.7');
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    assert.equal(await page.locator('meta[name="version"]').getAttribute('content'), '1.0.7');
  });

  test('shows a clear message when mocks are off and no API address is configured', async () => {
    e2e.setConfig({ ...e2e.defaultConfig(), apiBase: '', mock: false });
    const page = await e2e.newPage({ viewport: DESKTOP });
    await page.goto(e2e.url('/'));
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible' });
    const text = await alert.innerText();
    assert.match(text, /not configured/i);
    assert.match(text, /apiBase/);
    assert.match(text, /config\.js/);
    await screenshot(page, 'foundation-config-problem-1280');
  });
});
