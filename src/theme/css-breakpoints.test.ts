/**
 * @jest-environment node
 *
 * The stylesheets' widths are the theme's breakpoints (sm 600, md 900, lg 1200, xl 1536 px): the
 * reading side's CSS and the console's MUI components switch layouts at the same widths. A
 * `min-width` is a breakpoint; a `max-width` is one just below it, as MUI's `down()` writes it
 * (899.95px).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createAppTheme } from './create-app-theme';

const SRC = path.resolve(__dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every width a media query names, with where it is. */
function mediaWidths(css: string): { feature: string; value: string }[] {
  const found: { feature: string; value: string }[] = [];
  for (const query of css.matchAll(/@media([^{]*)\{/g)) {
    for (const width of query[1].matchAll(/\(\s*(min-width|max-width)\s*:\s*([^)]+?)\s*\)/g)) {
      found.push({ feature: width[1], value: width[2] });
    }
    // Range syntax, e.g. (width >= 900px).
    for (const width of query[1].matchAll(/\(\s*width\s*[<>]=?\s*([^)]+?)\s*\)/g)) {
      found.push({ feature: 'width', value: width[1] });
    }
  }
  return found;
}

const breakpoints = Object.values(createAppTheme().breakpoints.values).filter((px) => px > 0);
const allowed = (feature: string, value: string) =>
  feature === 'min-width'
    ? breakpoints.some((px) => value === `${px}px`)
    : feature === 'max-width' && breakpoints.some((px) => value === `${px - 0.05}px`);

it('knows the theme breakpoints', () => {
  expect(breakpoints).toEqual([600, 900, 1200, 1536]);
});

it('reads the widths of a stylesheet', () => {
  const widths = mediaWidths(
    '@media (min-width: 900px) { a {} } @media print and (max-width:599.95px){b{}} @media (width >= 800px) {}',
  );
  expect(widths).toEqual([
    { feature: 'min-width', value: '900px' },
    { feature: 'max-width', value: '599.95px' },
    { feature: 'width', value: '800px' },
  ]);
  expect(widths.map(({ feature, value }) => allowed(feature, value))).toEqual([true, true, false]);
});

it('uses only the theme breakpoints in every stylesheet under src/', () => {
  const files = cssFiles(SRC);
  expect(files.length).toBeGreaterThan(0);
  const wrong = files.flatMap((file) =>
    mediaWidths(fs.readFileSync(file, 'utf8'))
      .filter(({ feature, value }) => !allowed(feature, value))
      .map(({ feature, value }) => `${path.relative(SRC, file)}: (${feature}: ${value})`),
  );
  expect(wrong).toEqual([]);
});
