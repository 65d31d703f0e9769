// The article lightbox's browser tests' kit (e2e/lightbox*.test.mjs): the demo's article with
// several images (55, "Flattening a workbench top by hand": its own photo and a gallery of three),
// opened prerendered or rendered by the app, and what they read of the open lightbox: its image's
// drawn box (zoom and pan included), waits on its width, and the pixels of the page behind that
// show through it.
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { openPage } from './browser.mjs';

const ARTICLE = '/detail/55';
export const IMAGES = 4;
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
const OVERLAYS = /\/article-overlays\.[0-9a-f]+\.chunk\.js$/;

/**
 * The two ways an article reaches the reader (`ways`), and `openArticle(way, viewport,
 * colorScheme)`: the article open that way, with a record of the lightbox chunk's requests
 * (`overlays`), once its images are buttons. `e2e` is the file's useE2E(), `prerendered` its
 * usePrerenderedSite().
 */
export function articleOpener(e2e, prerendered) {
  const open = {
    prerendered: async (viewport, colorScheme) => {
      const opened = await openPage(prerendered.browser, { viewport, colorScheme });
      return { ...opened, url: new URL(ARTICLE, prerendered.site.url).href };
    },
    'rendered by the app': async (viewport, colorScheme) => {
      const page = await e2e.newPage({ viewport, colorScheme });
      return { page, url: e2e.url(ARTICLE) };
    },
  };
  async function openArticle(way, viewport, colorScheme = 'light') {
    const opened = await open[way](viewport, colorScheme);
    const { page } = opened;
    const overlays = [];
    page.on('request', (request) => OVERLAYS.test(request.url()) && overlays.push(request.url()));
    await page.goto(opened.url);
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('main .markdown-body img[role="button"]').length === count,
      IMAGES,
    );
    return { ...opened, overlays };
  }
  return { openArticle, ways: Object.keys(open) };
}

/** Closes a page of the prerendered site's browser (the e2e handle closes its own), error-free. */
export async function closeContext(opened) {
  if (opened.context) {
    assert.deepEqual(opened.problems, [], 'no error in the page');
    await opened.context.close();
  }
}

export const counter = (page) => page.locator('dialog[open] p').textContent();
export const lightboxImage = (page) => page.locator('dialog[open] img');

/** The zoom of the image shown, from its computed transform (a matrix: its first value). */
export const scaleOf = (page) =>
  lightboxImage(page).evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a);

/** The image's box on the screen, as drawn: its transform (the reader's zoom and pan) included. */
export const imageBox = (page) =>
  lightboxImage(page).evaluate((image) => {
    const { x, y, width, height } = image.getBoundingClientRect();
    return { x, y, width, height };
  });

/**
 * Waits until the image is drawn wider than `width` (`'wider'`), narrower (`'narrower'`) or as wide
 * (`'as wide'`, within half a pixel), its transition over: a zoom is read off the screen.
 */
export async function untilWidth(page, relation, width) {
  await page.waitForFunction(
    ([relation, width]) => {
      const image = document.querySelector('dialog[open] img');
      const drawn = image?.getBoundingClientRect().width ?? Number.NaN;
      const still = image?.getAnimations().length === 0;
      if (relation === 'wider') return still && drawn > width;
      if (relation === 'narrower') return still && drawn < width;
      return still && Math.abs(drawn - width) < 0.5;
    },
    [relation, width],
  );
}

/** Same colour, give or take the screenshot's rounding. */
const near = (a, b) => a.every((value, channel) => Math.abs(value - b[channel]) <= 2);

/**
 * What of the page behind shows through the open lightbox: the pixels of the screen outside the
 * lightbox's own parts (its image, counter and buttons, with 4 px about each for anti-aliasing and
 * focus rings) that differ from the most common colour there, the lightbox's backdrop. Returns
 * their count and the box they span, for the message.
 */
export async function showingThrough(page) {
  const parts = await page.evaluate(() =>
    [...document.querySelectorAll('dialog[open] :is(img, p, button)')].map((part) => {
      const box = part.getBoundingClientRect();
      return [box.left - 4, box.top - 4, box.right + 4, box.bottom + 4];
    }),
  );
  const png = PNG.sync.read(await page.screenshot());
  const outside = [];
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      if (
        parts.some(([left, top, right, bottom]) => x >= left && x < right && y >= top && y < bottom)
      )
        continue;
      const at = (y * png.width + x) * 4;
      outside.push({ x, y, colour: [png.data[at], png.data[at + 1], png.data[at + 2]] });
    }
  }
  const counts = new Map();
  for (const { colour } of outside)
    counts.set(String(colour), (counts.get(String(colour)) ?? 0) + 1);
  const backdrop = [...counts]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(',')
    .map(Number);
  const showing = outside.filter(({ colour }) => !near(colour, backdrop));
  const span = (axis, pick) =>
    showing.reduce((edge, pixel) => pick(edge, pixel[axis]), showing[0]?.[axis] ?? 0);
  return {
    count: showing.length,
    backdrop: `rgb(${backdrop.join(', ')})`,
    box: {
      left: span('x', Math.min),
      top: span('y', Math.min),
      right: span('x', Math.max),
      bottom: span('y', Math.max),
    },
  };
}
