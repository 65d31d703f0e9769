/**
 * @jest-environment node
 */
/**
 * deploy/netlify/netlify.toml, the Netlify settings docs/deploying.md points to: TOML that
 * parses, builds with the settings first and publishes dist/, and whose rules agree with the ones
 * the prerender writes into dist/ (src/prerender/host-files.ts): the same redirects, and every
 * header rule of _headers that does not depend on the build (the policy names the API's origin,
 * the immutable rules name each hashed file) with the same value, no other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { headersFile, redirectsFile } from '@/prerender/host-files';

const root = path.resolve(__dirname, '..');
const FILE = 'deploy/netlify/netlify.toml';
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface NetlifyToml {
  build: { command: string; publish: string; environment: Record<string, string> };
  redirects: { from: string; to: string; status: number }[];
  headers: { for: string; values: Record<string, string> }[];
}
const toml = parse(read(FILE)) as unknown as NetlifyToml;

/** `path header: value` for each rule of a _headers file. */
function headerRules(text: string): string[] {
  let at = '';
  return text.split('\n').flatMap((line) => {
    if (!line.trim() || line.startsWith('#')) return [];
    if (!/^\s/.test(line)) {
      at = line.trim();
      return [];
    }
    return [`${at} ${line.trim()}`];
  });
}

describe('the Netlify settings in deploy/', () => {
  it('build with the settings first, then build and prerender, and publish dist/', () => {
    expect(toml.build.command).toBe('cp deploy/config.js public/config.js && npm run build');
    expect(toml.build.publish).toBe('dist');
    expect(Number(toml.build.environment.NODE_VERSION)).toBeGreaterThanOrEqual(22);
  });

  it('redirect as the _redirects file the prerender writes, in its order', () => {
    const written = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(toml.redirects.map(({ from, to, status }) => [from, to, String(status)])).toEqual(
      written,
    );
  });

  it("set the headers of _headers that hold for any build, with _headers' values", () => {
    const written = headerRules(
      headersFile({ apiBase: 'https://api.example.com', mock: false }, ['main.1a2b3c4d.js']),
    );
    const buildFree = written.filter(
      (rule) => !rule.includes(' Content-Security-Policy: ') && !rule.startsWith('/main.'),
    );
    const ours = toml.headers.flatMap((rule) =>
      Object.entries(rule.values).map(([name, value]) => `${rule.for} ${name}: ${value}`),
    );
    expect(buildFree).toContain('/site-state.json Cache-Control: no-cache');
    expect([...ours].sort()).toEqual([...buildFree].sort());
  });

  it('is the file docs/deploying.md points to', () => {
    expect(read('docs/deploying.md')).toContain(`(../${FILE})`);
  });
});
