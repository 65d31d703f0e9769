// Where things live, for the browser tests and the benchmark. E2E_DIST points at another build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The production build the tests serve: dist/ unless E2E_DIST names another folder. */
export const distDir = process.env.E2E_DIST
  ? path.resolve(projectRoot, process.env.E2E_DIST)
  : path.join(projectRoot, 'dist');

export const screenshotsDir = path.join(projectRoot, 'e2e', 'screenshots');
