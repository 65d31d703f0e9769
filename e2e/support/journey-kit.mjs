// The reader journeys' shared steps (e2e/public-journeys*.test.mjs): sizes and waits, the page's
// query, the demo's long article opened, scrolling come to rest, the list's filter chips.
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths.mjs';

export const TAG_COLOR_SOURCE = fs.readFileSync(
  path.join(projectRoot, 'src/config/constants.ts'),
  'utf8',
);

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };
// The machine running these may be slow: waits are generous, assertions never measure time.
export const SLOW = { timeout: 60000 };

/** The query of the page's current URL as a plain object. */
export function queryOf(page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Opens the demo's long article from the archive (`e2e` from useE2E); returns its address. */
export async function openLongArticle(page, e2e) {
  await page.goto(e2e.url('/timeLine'));
  const entry = page.locator('main [data-timeline-entry] a', {
    hasText: 'The complete field guide to shipping a web app',
  });
  await entry.waitFor({ state: 'visible', ...SLOW });
  const address = await entry.getAttribute('href');
  await entry.click();
  return address;
}

/** Resolves once the page has not scrolled for `frames` animation frames in a row. */
export function untilStill(page, frames) {
  return page.evaluate(async (needed) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0;
    while (still < needed) {
      const before = scrollY;
      await frame();
      still = scrollY === before ? still + 1 : 0;
    }
  }, frames);
}

/** The text of the active filter chips above the list. */
export async function chipTexts(page) {
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button');
  return (await chips.allInnerTexts()).map((text) => text.trim());
}

/** Waits until the list in <main> shows its articles (skeletons gone). */
export async function waitForArticles(page) {
  await page
    .locator('main article h2 a')
    .first()
    .waitFor({ state: 'visible', ...SLOW });
}
