// The bench report's prerender section (report.mjs): the demo, the pages measured, and issue 42's
// scale figures (prerender-scale.mjs) with their targets, beside the figures of the code before
// issue 42 (bench/before-issue-42.json, measured with this bench's runs on the same machine).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BEFORE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'before-issue-42.json');

/** Issue 42's targets: figures for the bench, on the machine the bench runs on. */
export const PRERENDER_TARGETS = {
  generatedSeconds: 90,
  oneChangedSeconds: 5,
  oneMiBSeconds: 3,
  peakMemoryMB: 500,
};

const readBefore = () =>
  fs.existsSync(BEFORE_FILE) ? JSON.parse(fs.readFileSync(BEFORE_FILE, 'utf8')) : null;

const seconds = (value) => (value == null ? '' : `${value.toFixed(1)} s`);
const memory = (run) => (run?.peakMemoryMB ? `${run.peakMemoryMB} MB` : '');
const figures = (run) =>
  run
    ? `${seconds(run.seconds)}${run.cpuSeconds == null ? '' : ` (${seconds(run.cpuSeconds)} CPU)`}, ${memory(run)}${run.status ? `, exit ${run.status}` : ''}`
    : '';
const verdict = (met) => (met ? 'met' : 'not met');

/** The section's lines; `prerender` is report.json's `prerender`. */
export function prerenderSection(prerender) {
  const before = readBefore();
  const { demo, served, generated, oneChanged, oneMiB, issueShaped, huge } = prerender;
  const target = PRERENDER_TARGETS;
  const peak = Math.max(generated.peakMemoryMB, oneChanged?.peakMemoryMB ?? 0);
  const row = (name, run, then, goal, met) =>
    `| ${name} | ${run.pages} | ${figures(run)} | ${then ? figures(then) : 'n/a'} | ${goal} | ${goal ? verdict(met) : ''} |`;
  const lines = [
    '',
    '## Prerender (wall time including Node start-up, CPU time of all its threads, peak memory: the largest resident set of the process)',
    '',
    before
      ? `Before issue 42: the code before its changes, measured ${before.date} with these runs on the same machine (bench/before-issue-42.json). ${before.note}`
      : 'No bench/before-issue-42.json: only this run is shown.',
    '',
    '| run | pages | time (CPU), peak memory | before issue 42 | target | verdict |',
    '| --- | --: | --- | --- | --- | --- |',
    `| demo (mock: true) | ${demo.pages} | ${figures(demo)} | | | |`,
    `| demo over HTTP (the pages measured above) | ${served.pages} | ${figures(served)} | | | |`,
    row(
      `generated, ${generated.articles} articles over HTTP, cold`,
      generated,
      before?.generated,
      `≤ ${target.generatedSeconds} s`,
      generated.seconds <= target.generatedSeconds,
    ),
    row(
      `the same, one article changed`,
      oneChanged,
      before?.oneChanged,
      `≤ ${target.oneChangedSeconds} s`,
      oneChanged.seconds <= target.oneChangedSeconds,
    ),
    row(
      '3 articles, one of 1 MiB (bench/long-markdown.mjs)',
      oneMiB,
      before?.oneMiB,
      `≤ ${target.oneMiBSeconds} s`,
      oneMiB.seconds <= target.oneMiBSeconds,
    ),
    row(
      `20 articles, one of 1 MiB in issue 42's shape (${issueShaped.retried} calls retried)`,
      issueShaped,
      before?.issueShaped,
      `≤ ${target.oneMiBSeconds} s`,
      issueShaped.status === 0 && issueShaped.seconds <= target.oneMiBSeconds,
    ),
    row(
      '3 articles, one of 20 MiB (over the cap: named and skipped)',
      huge,
      before?.huge,
      '',
      false,
    ),
    `| peak memory of the ${generated.articles} articles' runs | | ${peak} MB | ${before ? `${before.generated.peakMemoryMB} MB` : 'n/a'} | ≤ ${target.peakMemoryMB} MB | ${verdict(peak <= target.peakMemoryMB)} |`,
  ];
  return lines;
}
