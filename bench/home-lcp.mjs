// Home's LCP against its one-file floor alone (issue 27's last target), without the whole bench:
// builds nothing, prerenders a copy of the existing build from the mock API, serves it gzip like
// `npm run bench`, and runs Lighthouse mobile on `/` and the floor interleaved (so the machine's
// load hits both alike). Prints medians of FCP/LCP and the ratio; saves each LHR and a digest of
// what the LCP waits for (render-blocking requests, LCP breakdown) in build/bench/home-lcp/.
// HOME_LCP_VARIANTS=a,b adds diagnostic copies of home (VARIANTS below), measured in the same rounds.
// Usage: node bench/home-lcp.mjs [runs]   (needs `npx webpack --mode production` and the
// prerender build: `npx webpack --env prerender --mode production`).
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startMockApi } from '../e2e/support/mock-api.mjs';
import { projectRoot } from '../e2e/support/paths.mjs';
import { copyBuild, prerender, removeCopy } from '../e2e/support/prerender.mjs';
import { testConfig } from '../e2e/support/site-config.mjs';
import { startStaticServer } from '../e2e/support/static-server.mjs';
import { launchChromium } from './lighthouse.mjs';
import { writeFloorPage } from './static-page.mjs';

const RUNS = Number(process.argv[2] || 5);
const OUT = path.join(projectRoot, 'build', 'bench', 'home-lcp');

/** Diagnostic edits of the prerendered home, to see what its LCP waits for (not what ships). */
const VARIANTS = {
  'no-preloads': (html) => html.replace(/<link\b[^>]*\brel="?preload"?[^>]*>/g, ''),
  'no-avatar-preload': (html) =>
    html.replace(/<link\b[^>]*\brel="?preload"?[^>]*avatar[^>]*>/g, ''),
  // The inline head script (colour mode, the stamp's check).
  'no-head-script': (html) => html.replace(/<script>[\s\S]*?<\/script>/, ''),
  // The boot script, which the head script asks for once the page has loaded.
  'no-boot': (html) => html.replace(/"boot":"[^"]*",/, ''),
};

/** Writes a variant of dist/index.html at /bench-variant-<name>/ (its stamp's location fixed). */
function writeVariant(dist, name) {
  const route = `/bench-variant-${name}`;
  const html = VARIANTS[name](fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).replace(
    /data-location="\/"/,
    `data-location="${route}"`,
  );
  fs.mkdirSync(path.join(dist, route.slice(1)), { recursive: true });
  fs.writeFileSync(path.join(dist, route.slice(1), 'index.html'), html);
  return { name, route };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** What an LHR says the LCP waited for. */
function digest(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const element = items('largest-contentful-paint-element');
  return {
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    element: element[0]?.items?.[0]?.node?.selector ?? '',
    phases: element[1]?.items ?? [],
    renderBlocking: items('render-blocking-resources').map((i) => ({
      url: i.url,
      wastedMs: i.wastedMs,
    })),
    insight: lhr.audits['render-blocking-insight']?.details?.items ?? null,
    requests: items('network-requests')
      .filter((r) => r.url.startsWith('http://127'))
      .map((r) => ({
        url: new URL(r.url).pathname,
        priority: r.priority,
        start: Math.round(r.networkRequestTime),
        end: Math.round(r.networkEndTime),
        kb: Math.round(r.transferSize / 102.4) / 10,
      })),
  };
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const mock = await startMockApi();
  const served = copyBuild();
  let site;
  let chromium;
  try {
    const config = testConfig(mock.url);
    site = await startStaticServer({ root: served, config, compress: true });
    const result = await prerender(served, { ...config, site: { ...config.site, url: site.url } });
    if (result.status !== 0) throw new Error(`The prerender failed:\n${result.output}`);
    const pages = [
      { name: 'home', route: '/' },
      {
        name: 'floor-home',
        route: writeFloorPage(served, { name: 'home', htmlFile: 'index.html' }),
      },
      ...(process.env.HOME_LCP_VARIANTS || '')
        .split(',')
        .filter(Boolean)
        .map((name) => writeVariant(served, name)),
    ];
    const figures = Object.fromEntries(pages.map((p) => [p.name, []]));
    chromium = await launchChromium();
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        await mock.reset();
        const url = new URL(page.route, site.url).href;
        const { lhr } = await lighthouse(url, { port: chromium.port, output: 'json' });
        fs.writeFileSync(path.join(OUT, `${page.name}-${round}.json`), JSON.stringify(lhr));
        const d = digest(lhr);
        fs.writeFileSync(
          path.join(OUT, `${page.name}-${round}.digest.json`),
          JSON.stringify(d, null, 1),
        );
        figures[page.name].push(d);
        console.error(`${round}/${RUNS} ${page.name}: FCP ${d.fcp | 0} LCP ${d.lcp | 0}`);
      }
    }
    const sum = (name, key) => median(figures[name].map((d) => d[key]));
    for (const page of pages)
      console.log(
        `${page.name}: FCP ${sum(page.name, 'fcp') | 0} ms, LCP ${sum(page.name, 'lcp') | 0} ms`,
      );
    console.log(`LCP ratio: ${(sum('home', 'lcp') / sum('floor-home', 'lcp')).toFixed(2)}x`);
  } finally {
    await chromium?.close();
    await site?.close();
    await mock.close();
    removeCopy(served);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
