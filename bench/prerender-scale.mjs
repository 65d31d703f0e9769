// Scale of the prerender itself (issue 42's targets): the generated blog of BENCH_ARTICLES articles
// (10,000 by default) rendered whole over HTTP, then again with one article changed; 3 articles,
// one of 1 MiB; 20 articles, one of 1 MiB in issue 42's shape; and a 20 MB article (over the cap:
// named and skipped, the others written), each as `npm run prerender` runs it: wall time, the
// processor time of all its threads and its peak memory (the prerender's own summary figures,
// process.cpuUsage and maxRSS). Figures only. `node bench/prerender-scale.mjs` runs it alone
// (after `npm run build`).
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
import { issueShapedMarkdown, longMarkdown } from './long-markdown.mjs';

export const SCALE_ARTICLES = Number(process.env.BENCH_ARTICLES || 10000);
const MIB = 1024 * 1024;
const HUGE_BYTES = 20 * MIB;

const SUMMARY =
  /Prerendered(?:, incomplete)?: (\d+) written.*, (\d+) skipped.*?([\d.]+) s of CPU, peak memory (\d+) MB/;

/** One run of the prerender on `copy` against `blog`: its outcome, times and peak memory. */
async function run(copy, blog, args) {
  const started = performance.now();
  // A deploy from an API needs the blog's address (the shipped config.js names none); the copy
  // is never served, so any will do.
  const config = {
    ...testConfig(blog.url),
    site: { ...readPublicConfig().site, url: 'https://blog.example' },
  };
  const result = await prerender(copy, config, args);
  const seconds = (performance.now() - started) / 1000;
  const summary = SUMMARY.exec(result.output);
  if (!summary) throw new Error(`The prerender failed (${result.status}):\n${result.output}`);
  return {
    status: result.status,
    pages: Number(summary[1]),
    skipped: Number(summary[2]),
    seconds,
    cpuSeconds: Number(summary[3]),
    pagesPerSecond: Number(summary[1]) / seconds,
    peakMemoryMB: Number(summary[4]),
    retried: (result.output.match(/^\s*retrying /gm) ?? []).length,
  };
}

/** Runs `work(copy)` on a fresh copy of the build, removed after. */
async function onCopy(work) {
  const copy = copyBuild();
  try {
    return await work(copy);
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

const describe = (run) =>
  `${run.seconds.toFixed(1)} s (${run.cpuSeconds.toFixed(1)} s of CPU), peak memory ${run.peakMemoryMB} MB, exit ${run.status}`;

/** The figures; `log` says each as it comes. */
export async function prerenderScale(templateApi, log = console.log) {
  const [generated, oneChanged] = await withBlog(SCALE_ARTICLES, templateApi, {}, (blog) =>
    onCopy(async (copy) => {
      const cold = await run(copy, blog, ['--all']);
      // An owner's edit: the next run renders that article, its neighbours and the fixed pages.
      blog.update(String(Math.ceil(SCALE_ARTICLES / 3)), { title: 'An edited title' });
      return [cold, await run(copy, blog, [])];
    }),
  );
  log(
    `prerendered ${SCALE_ARTICLES} generated articles: ${generated.pages} pages, ${describe(generated)}`,
  );
  log(`then one changed article: ${oneChanged.pages} pages, ${describe(oneChanged)}`);
  const oneMiB = await withBlog(3, templateApi, { contents: { 2: longMarkdown(MIB) } }, (blog) =>
    onCopy((copy) => run(copy, blog, ['--all'])),
  );
  log(`3 articles, one of 1 MiB: ${describe(oneMiB)}`);
  const issueShaped = await withBlog(
    20,
    templateApi,
    { contents: { 10: issueShapedMarkdown(MIB) } },
    (blog) => onCopy((copy) => run(copy, blog, ['--all'])),
  );
  log(
    `20 articles, one of 1 MiB in issue 42's shape: ${describe(issueShaped)}, ${issueShaped.retried} calls retried`,
  );
  const huge = await withBlog(
    3,
    templateApi,
    { contents: { 2: longMarkdown(HUGE_BYTES) } },
    (blog) => onCopy((copy) => run(copy, blog, ['--all'])),
  );
  log(`a 20 MiB article (skipped, over the cap) beside 2 others: ${describe(huge)}`);
  return {
    generated: { articles: SCALE_ARTICLES, ...generated },
    oneChanged: { articles: SCALE_ARTICLES, ...oneChanged },
    oneMiB: { bytes: MIB, ...oneMiB },
    issueShaped: { bytes: MIB, ...issueShaped },
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
