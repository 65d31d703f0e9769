// `node scripts/run-tool.mjs <tool> [--] [args…]` (npm run prerender, npm run check-backend): runs
// the node tool's built script, build/prerender/<tool>.js, in this process, so it starts as fast
// as Node loads it (no webpack on every run). Only when that file is missing (a fresh clone that
// has not run `npm run build`) are the node tools built first, said in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [tool, ...rest] = process.argv.slice(2);
if (!tool || !/^[a-z][a-z-]*$/.test(tool)) {
  console.error('Usage: node scripts/run-tool.mjs <tool> [-- args…]');
  process.exit(1);
}
const args = rest[0] === '--' ? rest.slice(1) : rest;
const script = path.join(root, 'build', 'prerender', `${tool}.js`);

if (!fs.existsSync(script)) {
  console.log(
    `${path.relative(root, script)} is missing: building the node tools first (webpack --env prerender).`,
  );
  const built = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--env',
      'prerender',
      '--mode',
      'production',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0 || !fs.existsSync(script)) {
    console.error(`Building the node tools failed (webpack --env prerender --mode production).`);
    process.exit(1);
  }
}

// The tool reads its arguments from process.argv, as when run as `node build/prerender/<tool>.js`.
process.argv = [process.argv[0], script, ...args];
createRequire(import.meta.url)(script);
