// The README's pictures (docs/images/): the reading side's home page and the console's editor at
// 1280 px, light and dark, from a production build on its built-in demo backend (the shipped
// config.js, mock: true). Run after a build: `node scripts/readme-pictures.mjs [dist]`.
// Encoded as WebP by Chromium itself (canvas.toDataURL), so no image tool is needed; quality 0.9
// keeps text sharp at about half the size of a PNG.
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from '../e2e/support/auth.mjs';
import { launchBrowser, untilSettled } from '../e2e/support/browser.mjs';
import { projectRoot } from '../e2e/support/paths.mjs';
import { readPublicConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const WEBP_QUALITY = 0.9;
const WAIT = { timeout: 60000 };
const OUT = path.join(projectRoot, 'docs', 'images');

/** Chromium's WebP of a PNG screenshot. */
async function webp(page, png) {
  const dataUrl = await page.evaluate(
    async ({ base64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { base64: png.toString('base64'), quality: WEBP_QUALITY },
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function save(page, name) {
  await untilSettled(page);
  const file = path.join(OUT, `${name}.webp`);
  fs.writeFileSync(file, await webp(page, await page.screenshot()));
  console.log(
    `${path.relative(projectRoot, file)}: ${Math.round(fs.statSync(file).size / 1024)} KiB`,
  );
}

const root = path.resolve(process.argv[2] ?? path.join(projectRoot, 'dist'));
const server = await startStaticServer({ root, config: readPublicConfig() });
const browser = await launchBrowser();
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      colorScheme,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('article').first().waitFor(WAIT);
    await save(page, `reading-${colorScheme}`);
    await signIn(page, server.url);
    await page.goto(`${server.url}/manager/article/edit/1`);
    await page.getByRole('heading', { name: 'Edit article' }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await save(page, `console-${colorScheme}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
