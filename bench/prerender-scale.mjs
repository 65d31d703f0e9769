// Scale of the prerender itself: the generated blog of BENCH_ARTICLES articles (10,000 by default)
// rendered whole over HTTP, an article at the prerender's size cap, and a 20 MB article (over the
// cap: named and skipped, the others written), each as `npm run prerender` runs it; wall time and
// the process's peak memory (the prerender's own "peak memory" figure, its maxRSS). Figures only.
// `node bench/prerender-scale.mjs` runs it alone (after `npm run build`).
import { pathToFileURL } from 'node:url';
import { startMockApi } from '../e2e/support/mock-api.mjs';
import {
  copyBuild,
  ensurePrerenderBuild,
  prerender,
  removeCopy,
} from '../e2e/support/prerender.mjs';
import { readPublicConfig, testConfig } from '../e2e/support/site-config.mjs';
import { startGeneratedBlog } from './generated-blog.mjs';
import { longMarkdown } from './long-markdown.mjs';

export const SCALE_ARTICLES = Number(process.env.BENCH_ARTICLES || 10000);
/** The 1 MiB article of the other scale figures, just under PRERENDER_MAX_ARTICLE_CHARS. */
const AT_CAP_BYTES = 1024 * 1024;
const HUGE_BYTES = 20 * 1024 * 1024;

/** One `--all` run of the prerender against `blog`: its outcome, time and peak memory. */
async function measure(blog, args = ['--all']) {
  const copy = copyBuild();
  try {
    const started = performance.now();
    const result = await prerender(
      copy,
      // A deploy from an API needs the blog's address (the shipped config.js names none); the
      // copy is never served, so any will do.
      {
        ...testConfig(blog.url),
        site: { ...readPublicConfig().site, url: 'https://blog.example' },
      },
      args,
    );
    const seconds = (performance.now() - started) / 1000;
    const summary =
      /Prerendered(?:, incomplete)?: (\d+) written.*, (\d+) skipped.*peak memory (\d+) MB/.exec(
        result.output,
      );
    if (!summary) throw new Error(`The prerender failed (${result.status}):\n${result.output}`);
    return {
      status: result.status,
      pages: Number(summary[1]),
      skipped: Number(summary[2]),
      seconds,
      pagesPerSecond: Number(summary[1]) / seconds,
      peakMemoryMB: Number(summary[3]),
    };
  } finally {
    removeCopy(copy);
  }
}

async function withBlog(count, templateApi, options, work) {
  const blog = await startGeneratedBlog(count, templateApi, options);
  try {
    return await work(blog);
  } finally {
    await blog.close();
  }
}

/** The three figures; `log` says each as it comes. */
export async function prerenderScale(templateApi, log = console.log) {
  const generated = await withBlog(SCALE_ARTICLES, templateApi, {}, measure);
  log(
    `prerendered ${SCALE_ARTICLES} generated articles: ${generated.pages} pages in ${generated.seconds.toFixed(1)} s, peak memory ${generated.peakMemoryMB} MB`,
  );
  const atCap = await withBlog(
    3,
    templateApi,
    { contents: { 2: longMarkdown(AT_CAP_BYTES) } },
    measure,
  );
  log(
    `prerendered an article of ${(AT_CAP_BYTES / 1e6).toFixed(1)} MB (at the cap): ${atCap.seconds.toFixed(1)} s, peak memory ${atCap.peakMemoryMB} MB`,
  );
  const huge = await withBlog(
    3,
    templateApi,
    { contents: { 2: longMarkdown(HUGE_BYTES) } },
    measure,
  );
  log(
    `a 20 MB article (skipped, over the cap) beside 2 others: ${huge.seconds.toFixed(1)} s, peak memory ${huge.peakMemoryMB} MB, exit ${huge.status}`,
  );
  return {
    generated: { articles: SCALE_ARTICLES, ...generated },
    atCap: { bytes: AT_CAP_BYTES, ...atCap },
    huge: { bytes: HUGE_BYTES, ...huge },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensurePrerenderBuild();
  const mock = await startMockApi();
  try {
    console.log(JSON.stringify(await prerenderScale(mock.url), null, 2));
  } finally {
    await mock.close();
  }
}
