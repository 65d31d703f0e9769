/** Reads a built site's config.js the way the browser would, in a sandbox with a fake window. */
import fs from 'node:fs';
import vm from 'node:vm';
import { parseConfig, type BlogConfig } from '@/config/runtime-config';

export function readSiteConfig(file: string, fallbackApiBase = ''): BlogConfig {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${file}: is this a built dist/ folder?`, { cause: error });
  }
  const sandbox: { window: { BLOG_CONFIG?: Window['BLOG_CONFIG'] } } = { window: {} };
  try {
    vm.runInNewContext(source, sandbox, { filename: file, timeout: 1000 });
  } catch (error) {
    throw new Error(`${file} does not run: ${(error as Error).message}`, { cause: error });
  }
  const result = parseConfig(sandbox.window.BLOG_CONFIG, fallbackApiBase);
  if (!result.ok) throw new Error(`${file}: ${result.problem}`);
  // A demo (mock: true) needs none: its pages name no address (head-tags.ts).
  if (!result.config.site.url && !result.config.mock) {
    throw new Error(
      `${file}: site.url is not set. The prerender needs the blog's public address for canonical links, the feed and the sitemap, e.g. url: 'https://blog.example.com'.`,
    );
  }
  return result.config;
}
