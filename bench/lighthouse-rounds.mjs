// Lighthouse on the measured pages, round after round, folded into medians and the failing
// audits with how many runs failed them (bench/run.mjs's Lighthouse figures).
import { launchChromium, runLighthouse } from './lighthouse.mjs';

export function median(values) {
  const known = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/** Folds the runs of one page into medians, and the failing audits into one list with counts. */
function summarize(page, runs) {
  const ok = runs.filter((run) => !run.error);
  const pick = (get) => median(ok.map(get));
  const failing = new Map();
  for (const audit of ok.flatMap((run) => run.failing)) {
    const seen = failing.get(audit.id);
    if (seen) seen.runs += 1;
    else failing.set(audit.id, { ...audit, runs: 1 });
  }
  return {
    name: page.name,
    route: page.route,
    median: {
      performance: pick((run) => run.scores.performance),
      accessibility: pick((run) => run.scores.accessibility),
      bestPractices: pick((run) => run.scores['best-practices']),
      seo: pick((run) => run.scores.seo),
      fcp: pick((run) => run.metrics.fcp),
      lcp: pick((run) => run.metrics.lcp),
      cls: pick((run) => run.metrics.cls),
      tbt: pick((run) => run.metrics.tbt),
      observedFcp: pick((run) => run.observed.fcp),
      observedLcp: pick((run) => run.observed.lcp),
    },
    lcpElements: [...new Set(ok.map((run) => run.lcpElement).filter(Boolean))],
    errors: runs.filter((run) => run.error).map((run) => run.error),
    failing: [...failing.values()],
    scriptsFetched: [...new Set(ok.flatMap((run) => run.scripts))],
    runs: ok.map((run) => ({
      scores: run.scores,
      metrics: run.metrics,
      observed: run.observed,
      lcpElement: run.lcpElement,
    })),
  };
}

export async function lighthouseFigures(siteUrl, mock, pages, { runs: RUNS, log }) {
  const chromium = await launchChromium();
  try {
    const runs = new Map(pages.map((page) => [page.name, []]));
    // Round after round rather than page after page, so a busy moment of a shared machine
    // spreads over the pages instead of landing on one.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        await mock.reset();
        const url = new URL(page.route, siteUrl).href;
        let run;
        try {
          run = await runLighthouse(url, chromium.port);
        } catch (error) {
          run = { url, error: error.message };
        }
        runs.get(page.name).push(run);
        const shown = run.error
          ? run.error
          : `performance ${run.scores.performance}, LCP ${Math.round(run.metrics.lcp)} ms`;
        log(`Lighthouse ${round}/${RUNS} ${page.route}: ${shown}`);
      }
    }
    const version = runs.get(pages[0].name).find((run) => run.lighthouseVersion)?.lighthouseVersion;
    return {
      browserVersion: chromium.version,
      lighthouseVersion: version ?? 'unknown',
      pages: pages.map((page) => summarize(page, runs.get(page.name))),
    };
  } finally {
    await chromium.close();
  }
}
