// The issues' targets on the measured pages, and each marked met or not met (figures, never a
// failure): bench/run.mjs marks them, bench/report.mjs shows them.
import { FIRST_LOAD_BUDGET_GZIP } from './script-bytes.mjs';

/** The pages the issues set their targets on (the filtered list is measured alongside). */
export const TARGET_PAGES = ['home', 'article', 'archive'];

const TARGETS = [
  {
    issue: 9,
    text: 'LCP ≤ 1.25× the static page',
    value: (p) => p.lcpRatio,
    met: (v) => v <= 1.25,
    show: (v) => `${v.toFixed(2)}×`,
  },
  {
    issue: 9,
    text: 'CLS ≤ 0.02',
    value: (p) => p.median.cls,
    met: (v) => v <= 0.02,
    show: (v) => v.toFixed(3),
  },
  { issue: 9, text: 'SEO 100', value: (p) => p.median.seo, met: (v) => v === 100, show: String },
  {
    issue: 9,
    text: 'accessibility 100',
    value: (p) => p.median.accessibility,
    met: (v) => v === 100,
    show: String,
  },
  {
    issue: 10,
    text: 'performance ≥ 95',
    value: (p) => p.median.performance,
    met: (v) => v >= 95,
    show: String,
  },
  {
    issue: 10,
    text: 'best practices 100',
    value: (p) => p.median.bestPractices,
    met: (v) => v === 100,
    show: String,
  },
  {
    issue: 10,
    text: 'TBT ≤ 150 ms',
    value: (p) => p.median.tbt,
    met: (v) => v <= 150,
    show: (v) => `${Math.round(v)} ms`,
  },
  {
    issue: 27,
    text: 'LCP ≤ 1.15× its one-file floor',
    value: (p) => p.floorRatio,
    met: (v) => v <= 1.15,
    show: (v) => `${v.toFixed(2)}×`,
  },
  {
    issue: 27,
    text: 'performance 100',
    value: (p) => p.median.performance,
    met: (v) => v === 100,
    show: String,
  },
  {
    issue: 27,
    text: 'first-load script ≤ 140 KiB gzip',
    value: (p) => p.script?.firstLoad.gzip,
    met: (v) => v <= FIRST_LOAD_BUDGET_GZIP,
    show: (v) => kib(v),
  },
];

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Each target on each target page, and whether all of them meet it. */
export function markTargets(pages) {
  const measured = pages.filter((page) => TARGET_PAGES.includes(page.name));
  return TARGETS.map((target) => {
    const perPage = measured.map((page) => {
      const value = target.value(page);
      const known = typeof value === 'number' && Number.isFinite(value);
      return {
        page: page.name,
        value: known ? value : null,
        shown: known ? target.show(value) : 'n/a',
        met: known && target.met(value),
      };
    });
    return {
      issue: target.issue,
      target: target.text,
      met: perPage.every((entry) => entry.met),
      pages: perPage,
    };
  });
}
