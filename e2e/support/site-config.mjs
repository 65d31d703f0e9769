// The config.js the harness serves instead of dist/config.js: the real network path to the mock
// HTTP API (mock: false) with the demo site settings taken from public/config.js, so the two
// never drift apart.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { projectRoot } from './paths.mjs';

/** Reads `window.BLOG_CONFIG` out of public/config.js without a browser. */
export function readPublicConfig() {
  const source = fs.readFileSync(path.join(projectRoot, 'public', 'config.js'), 'utf8');
  const sandbox = { window: {} };
  vm.runInNewContext(source, sandbox, { filename: 'public/config.js' });
  return sandbox.window.BLOG_CONFIG ?? {};
}

/** The config the browser tests run with: the demo site on the mock HTTP API at `apiBase`. */
export function testConfig(apiBase) {
  const demo = readPublicConfig();
  return {
    apiBase,
    mock: false,
    authScheme: demo.authScheme ?? 'Bearer',
    arrayFormat: demo.arrayFormat ?? 'repeat',
    site: demo.site ?? {},
  };
}

/** config.js source for a config object. */
export function configScript(config) {
  return `window.BLOG_CONFIG = ${JSON.stringify(config, null, 2)};\n`;
}
