// Every public page at 1280 and 360 px in both themes (issue 3, "Accessible" and "Tests"):
// axe-core finds no WCAG 2 A/AA violation, and a full-page screenshot is saved for a person to
// look at (e2e/screenshots/public-<page>-<width>-<theme>.png).
import assert from 'node:assert/strict';
import path from 'node:path';
import { screenshotsDir } from './support/paths.mjs';
import { axe, BOTH_WIDTHS, formatViolations, screenshot, test, useE2E } from './support/setup.mjs';

const e2e = useE2E();
const SLOW = { timeout: 60000 };
const THEMES = ['light', 'dark'];

/** The first article on the home page, asked of the API the app uses. */
async function firstArticleId() {
  const response = await fetch(`${e2e.mockUrl}/api/article?page=1&pageSize=1`);
  const { data } = await response.json();
  return String(data.list[0].id);
}

/** Waits until the page shows its content: heading, no skeletons, lazy chunks and data in. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', ...SLOW });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.placeholder, [aria-busy="true"]').length === 0 &&
      document.fonts.status === 'loaded',
    undefined,
    SLOW,
  );
  await page.waitForLoadState('networkidle', SLOW).catch(() => undefined);
}

/**
 * Scrolls through the page so lazy images load, as they would for a reader, then back to the top
 * (a full-page screenshot would otherwise show their reserved boxes empty).
 */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let top = 0; top < document.scrollingElement.scrollHeight; top += innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, {
      timeout: 20000,
    })
    .catch(() => undefined); // a slow image shows as its reserved box; not a reason to fail
  // Back at the top: the back-to-top button has gone again.
  await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'detached', ...SLOW });
}

/** The pages, with what each must show before it is judged. */
function publicPages(detailId) {
  return [
    { name: 'home', path: '/', ready: (page) => page.locator('main article h2 a').first() },
    {
      name: 'timeline',
      path: '/timeLine',
      ready: (page) => page.locator('main [data-timeline-entry] a').first(),
    },
    {
      name: 'list',
      path: '/list?keyword=the&categoryId=1',
      ready: (page) => page.getByRole('button', { name: /Category: Frontend/ }),
    },
    {
      name: 'list-tag',
      path: '/list?labelId=2',
      ready: (page) => page.getByRole('button', { name: /^Tag: (?!2\b)/ }),
    },
    {
      name: 'detail',
      path: `/detail/${detailId}`,
      ready: (page) => page.locator('main .markdown-body'),
    },
    {
      name: '404',
      path: '/no/such/page',
      ready: (page) => page.getByRole('link', { name: 'Back to home' }),
    },
  ];
}

test.describe('public pages: accessibility and screenshots', () => {
  for (const theme of THEMES) {
    test(`${theme}: no axe violations; screenshots saved`, BOTH_WIDTHS, async ({ viewport }) => {
      const page = await e2e.newPage({ viewport, colorScheme: theme });
      const detailId = await firstArticleId();
      const report = [];
      for (const target of publicPages(detailId)) {
        await page.goto(e2e.url(target.path));
        await target.ready(page).waitFor({ state: 'visible', ...SLOW });
        await settle(page);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.colorMode), theme);
        await loadLazyImages(page);
        await screenshot(page, `public-${target.name}-${viewport.width}-${theme}`);
        if (target.name === 'timeline') {
          // The archive renders only the rows near the viewport (it must cope with 10,000), so a
          // full-page picture shows the top rows only: also picture the screen half-way down.
          await page.evaluate(() =>
            window.scrollTo({
              top: document.scrollingElement.scrollHeight / 2,
              behavior: 'instant',
            }),
          );
          await page.locator('main [data-timeline-entry]').first().waitFor(SLOW);
          // Past 600 px the back-to-top button zooms in: picture it once it has.
          await page.getByRole('button', { name: 'Back to top' }).waitFor(SLOW);
          await page.waitForFunction(
            () => {
              const button = document.querySelector('[aria-label="Back to top"]');
              return button && getComputedStyle(button).transform === 'none';
            },
            undefined,
            SLOW,
          );
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          await page.screenshot({
            path: path.join(
              screenshotsDir,
              `public-timeline-${viewport.width}-${theme}-middle.png`,
            ),
          });
        }
        const violations = await axe(page);
        if (violations.length > 0) {
          report.push(`${target.name} (${target.path}):\n${formatViolations(violations)}`);
        }
      }
      assert.deepEqual(report, [], report.join('\n\n'));
    });
  }

  test('the phone contents drawer and the back-to-top button pass axe in both themes', async () => {
    const detailId = await firstArticleId();
    const report = [];
    for (const theme of THEMES) {
      const page = await e2e.newPage({ viewport: { width: 360, height: 740 }, colorScheme: theme });
      await page.goto(e2e.url(`/detail/${detailId}`));
      await page.locator('main .markdown-body').waitFor({ state: 'visible', ...SLOW });
      await settle(page);
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await page
        .getByRole('button', { name: 'Back to top' })
        .waitFor({ state: 'visible', ...SLOW });
      let violations = await axe(page);
      if (violations.length) report.push(`${theme}, scrolled:\n${formatViolations(violations)}`);

      await page.getByRole('button', { name: 'Contents' }).click();
      await page
        .getByRole('dialog')
        .getByRole('link')
        .first()
        .waitFor({ state: 'visible', ...SLOW });
      await screenshot(page, `public-detail-contents-360-${theme}`);
      violations = await axe(page);
      if (violations.length) report.push(`${theme}, drawer:\n${formatViolations(violations)}`);
    }
    assert.deepEqual(report, [], report.join('\n\n'));
  });
});

/** An SVG image of the given size, drawn so its whole shape shows. */
const svgOf = (width, height) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#2f6f9f"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f2c14e"/></svg>`;

test.describe('images keep their own shape', () => {
  test(
    "the body's images, sized or not, in their own ratio, no frame",
    BOTH_WIDTHS,
    async ({ viewport }) => {
      const page = await e2e.newPage({ viewport });
      const id = await firstArticleId();
      const answer = await (await fetch(`${e2e.mockUrl}/api/article/detail/${id}`)).json();
      answer.data.cover = '/demo/cover-1.svg'; // 1200×630
      answer.data.content = [
        'A pasted image, as the editor writes it (no size known):',
        '![pasted](/e2e-images/pasted-400x200.svg)',
        'A narrow one, taller than wide:',
        '![narrow](/e2e-images/narrow-240x480.svg)',
        'A wide one whose size the HTML gives:',
        '<img src="/e2e-images/wide-1600x400.svg" width="1600" height="400" alt="sized wide">',
        'The end.',
      ].join('\n\n');
      await page.route(`**/api/article/detail/${id}`, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }),
      );
      // The sized image is held back, to see the box its attributes reserve before it arrives.
      let releaseSized;
      const sizedHeld = new Promise((resolve) => (releaseSized = resolve));
      await page.route('**/e2e-images/*', async (route) => {
        const [, width, height] = /-(\d+)x(\d+)\.svg$/.exec(
          new URL(route.request().url()).pathname,
        );
        if (width === '1600') await sizedHeld;
        await route.fulfill({ contentType: 'image/svg+xml', body: svgOf(+width, +height) });
      });

      await page.goto(e2e.url(`/detail/${id}`));
      const sized = page.locator('main .markdown-body img[alt="sized wide"]');
      await sized.waitFor({ state: 'attached', ...SLOW });
      await sized.scrollIntoViewIfNeeded();
      const reserved = await sized.evaluate((img) => {
        const box = img.getBoundingClientRect();
        return { complete: img.complete && img.naturalWidth > 0, ratio: box.width / box.height };
      });
      assert.equal(reserved.complete, false, 'the sized image is still on its way');
      assert.ok(Math.abs(reserved.ratio - 4) < 0.05, `reserved at ${reserved.ratio}:1, not 4:1`);
      releaseSized();

      await loadLazyImages(page);
      const images = await page.locator('main img').evaluateAll((all) =>
        all.map((img) => {
          const box = img.getBoundingClientRect();
          const holder = img.parentElement;
          const look = getComputedStyle(holder);
          return {
            src: img.getAttribute('src'),
            loaded: img.complete && img.naturalWidth > 0,
            natural: img.naturalWidth / img.naturalHeight,
            shown: box.width / box.height,
            upscaled: box.width > img.naturalWidth + 1,
            fits: box.right <= document.querySelector('main').getBoundingClientRect().right + 1,
            framed:
              look.aspectRatio !== 'auto' ||
              (look.backgroundColor !== 'rgba(0, 0, 0, 0)' && holder.tagName !== 'MAIN'),
            objectFit: getComputedStyle(img).objectFit,
          };
        }),
      );
      // The cover fills its reserved frame (cropped, never letterboxed: its size is unknown
      // before it arrives, and a prerendered page must not shift).
      const cover = images.find((found) => found.src === '/demo/cover-1.svg');
      assert.ok(cover?.loaded, 'the cover is shown');
      assert.equal(cover.objectFit, 'cover', 'the cover fills its frame, no grey bars');
      const wanted = ['pasted-400x200', 'narrow-240x480', 'wide-1600x400'];
      for (const name of wanted) {
        const image = images.find((found) => found.src.includes(name));
        assert.ok(image?.loaded, `${name} is shown`);
        assert.ok(
          Math.abs(image.shown / image.natural - 1) < 0.02,
          `${name}: shown at ${image.shown.toFixed(3)}:1, its own shape is ${image.natural.toFixed(3)}:1`,
        );
        assert.equal(image.upscaled, false, `${name} is not blown up past its own size`);
        assert.ok(image.fits, `${name} fits the column`);
        assert.equal(image.framed, false, `${name} sits in no frame of a fixed ratio or colour`);
        assert.equal(image.objectFit, 'fill', `${name} is neither cropped nor letterboxed`);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, `images-own-shape-${viewport.width}`);
    },
  );
});
