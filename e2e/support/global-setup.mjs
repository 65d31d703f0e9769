// Before any browser test: the production bundle (dist/, or E2E_DIST) and the prerender script
// (build/prerender/) are built once for the whole run; the test files only use them. Webpack's persistent cache makes a second run's build take seconds.
// E2E_SKIP_BUILD=1 reuses the builds already there.
import { ensureBuild } from './build.mjs';
import { ensurePrerenderBuild } from './prerender.mjs';

export default function globalSetup() {
  if (!ensureBuild({ label: 'e2e' })) throw new Error('The production build failed');
  ensurePrerenderBuild();
}
