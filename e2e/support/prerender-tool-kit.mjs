// The prerender-as-a-tool tests' harness (e2e/prerender-tool*.test.mjs): the build and the mock
// API before, generated blogs and copies of the build cleaned up after; a run as a child process;
// and what a run leaves in dist/ (files, sitemap, neighbours' links, manifest).
import fs from 'node:fs';
import path from 'node:path';
import { startGeneratedBlog } from '../../bench/generated-blog.mjs';
import { startMockApi } from './mock-api.mjs';
import { copyBuild, removeCopy } from './prerender.mjs';
import { testConfig } from './site-config.mjs';
import { test } from './fixtures.mjs';

// A run kept running, and the wait on what it prints (support/prerender.mjs; nginxDeploys too).
export { startPrerender, until } from './prerender.mjs';

export const SITE = 'https://blog.example.com';
// Long enough for a real answer on a busy machine; the hanging calls under test cost this much.
export const TIMEOUT = ['--timeout', '5s'];

/** Registers the file's set-up; `generated` starts a generated blog, `freshCopy` copies the build. */
export function usePrerenderTool() {
  let mock;
  const blogs = [];
  const copies = [];
  test.beforeAll(async () => {
    mock = await startMockApi();
  });
  test.afterAll(async () => {
    for (const blog of blogs) await blog.close();
    for (const dist of copies) removeCopy(dist);
    await mock?.close();
  });
  return {
    async generated(count, options) {
      const blog = await startGeneratedBlog(count, mock.url, options);
      blogs.push(blog);
      return blog;
    },
    freshCopy() {
      const dist = copyBuild();
      copies.push(dist);
      return dist;
    },
  };
}

export const configFor = (blog, site = {}) => {
  const config = testConfig(blog.url);
  return { ...config, site: { ...config.site, url: SITE, ...site } };
};

export const read = (dist, file) => fs.readFileSync(path.join(dist, file), 'utf8');
export const exists = (dist, file) => fs.existsSync(path.join(dist, file));
/** What sits beside dist/ in its folder (the prerender's config file aside). */
export const beside = (dist) =>
  fs.readdirSync(path.dirname(dist)).filter((name) => name !== 'prerender-config.js');
export const sitemapUrls = (dist) =>
  [...read(dist, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
export const nextLink = (dist, id) =>
  /<a rel="next"[^>]*href="\/detail\/([^"]+)"/.exec(read(dist, `detail/${id}/index.html`))?.[1] ??
  null;
export const prevLink = (dist, id) =>
  /<a rel="prev"[^>]*href="\/detail\/([^"]+)"/.exec(read(dist, `detail/${id}/index.html`))?.[1] ??
  null;
export const manifest = (dist) => JSON.parse(read(dist, 'prerender-manifest.json'));

/** Every file under `dist` with its size: what an untouched dist/ keeps. */
export function listing(dist) {
  const files = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.push(`${path.relative(dist, full)} ${fs.statSync(full).size}`);
    }
  };
  visit(dist);
  return files.sort();
}
