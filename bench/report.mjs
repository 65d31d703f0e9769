// The bench's findings as data (report.json) and as the Markdown docs/performance.md quotes
// (report.md): figures and each target marked met or not met, never a failure.
import { ARTICLE_RENDERING_BUDGET_GZIP, FIRST_LOAD_BUDGET_GZIP } from './script-bytes.mjs';
import { prerenderSection } from './prerender-report.mjs';
import { searchMarkdown } from './search-scale.mjs';
import { TARGET_PAGES, kib } from './targets.mjs';

const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
/** To a tenth: for figures judged against a limit they come within a millisecond of. */
const msTenth = (value) => (value == null ? 'n/a' : `${value.toFixed(1)} ms`);
/** Text that stays inside one table cell. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const num = (value) => (value == null ? 'n/a' : String(value));

const ratio = (value) => (value == null ? 'n/a' : `${value.toFixed(2)}×`);
const takeOverTask = (value) =>
  value == null ? 'n/a' : value > 0 ? `${Math.round(value)} ms` : 'none over 50 ms';

/**
 * Issue 27's before/after table: this run beside `before` (bench/before-issue-27.json, a run of
 * the code before the issue's changes), per target page.
 */
function beforeAfter(report, before) {
  const lines = [
    '',
    '## Issue 27: before and after',
    '',
    before
      ? `Before: the bench of ${before.date.slice(0, 10)} on the code before issue 27 (bench/before-issue-27.json), same machine, Lighthouse mobile, median of ${before.runs} runs; after: this run. The take-over's longest task is the longest main-thread task from the load event until two seconds after the take-over (unthrottled, 412×823).`
      : 'No bench/before-issue-27.json: only this run is shown.',
    '',
    '| page | performance before / after | TBT before / after | LCP before / after | LCP / one-file floor (after) | take-over’s longest task before / after | first-load script gzip before / after |',
    '| --- | --: | --: | --: | --: | --: | --: |',
  ];
  const find = (run, name) => run?.lighthouse.find((page) => page.name === name);
  const tasks = (run, name) => run?.publicTasks?.pages.find((page) => page.name === name);
  for (const name of TARGET_PAGES) {
    const now = find(report, name);
    const then = find(before, name);
    const pair = (show, get) =>
      `${then ? show(get(then)) : 'n/a'} / ${now ? show(get(now)) : 'n/a'}`;
    const firstLoad = (page) => page.script?.firstLoad.gzip;
    lines.push(
      `| ${name} | ${pair(num, (p) => p.median.performance)} | ${pair(ms, (p) => p.median.tbt)} | ${pair(ms, (p) => p.median.lcp)} | ${ratio(now?.floorRatio)} | ${takeOverTask(tasks(before, name)?.longestAfterLoadMs)} / ${takeOverTask(tasks(report, name)?.longestAfterLoadMs)} | ${then && firstLoad(then) != null ? kib(firstLoad(then)) : 'n/a'} / ${now && firstLoad(now) != null ? kib(firstLoad(now)) : 'n/a'} |`,
    );
  }
  return lines;
}

/** Issue 27's click-to-title figure, beside the peers' and the figure before the issue. */
function clickSection(click, before) {
  if (!click) return [];
  const range = (values) => `${values[0]}-${values[1]} ms`;
  const verdict = (met) => (met ? 'met' : 'not met');
  const earlier = before?.clickToTitle;
  const lines = [
    '',
    `## A click paints at once (issue 27): from the click on an article card to the article painted (${click.viewport}, median of ${click.runs})`,
    '',
    'On the prerendered home page, taken over and with the network quiet, a click on the first card; each run in a fresh browser context. Painted: Element Timing on the article’s <h1> and on the first block of its body (its first screen). The phone profile is Lighthouse’s mobile one applied for real (4× CPU, 562.5 ms round trip, 1.47 Mbit/s down).',
    '',
    '| site | title painted | first screen painted | target | verdict |',
    '| --- | --: | --: | --- | --- |',
    `| this blog, unthrottled | ${ms(click.unthrottled.titleMs)} (${range(click.unthrottled.titleRange)}) | ${ms(click.unthrottled.firstScreenMs)} (${range(click.unthrottled.firstScreenRange)}) | title ≤ ${click.targets.titleMs} ms, first screen ≤ ${click.targets.firstScreenMs} ms | ${verdict(click.titleMet)} / ${verdict(click.firstScreenMet)} |`,
    `| this blog, phone profile | ${ms(click.phone.titleMs)} (${range(click.phone.titleRange)}) | ${ms(click.phone.firstScreenMs)} (${range(click.phone.firstScreenRange)}) | reported | |`,
  ];
  if (earlier)
    lines.push(
      `| this blog before issue 27, unthrottled | ${ms(earlier.unthrottled.titleMs)} | ${ms(earlier.unthrottled.firstScreenMs)} | | |`,
      `| this blog before issue 27, phone profile | ${ms(earlier.phone.titleMs)} | ${ms(earlier.phone.firstScreenMs)} | | |`,
    );
  for (const peer of click.peers)
    lines.push(
      `| ${peer.name} (quoted from issue 27, unthrottled) | ${typeof peer.titleMs === 'number' ? ms(peer.titleMs) : `${peer.titleMs} ms`} | | | |`,
    );
  lines.push(
    '',
    `Asked before the click (prefetched) in every run: the page's chunk ${click.unthrottled.chunkPrefetched ? 'yes' : 'no'}, the article ${click.unthrottled.dataPrefetched ? 'yes' : 'no'} (unthrottled); ${click.phone.chunkPrefetched ? 'yes' : 'no'} / ${click.phone.dataPrefetched ? 'yes' : 'no'} on the phone profile.`,
  );
  return lines;
}

export function reportMarkdown(report, before = null) {
  const lines = [];
  const push = (...more) => lines.push(...more);
  const { machine } = report;
  push(
    '# Bench report',
    '',
    `${report.date.slice(0, 10)}; ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB; Node ${report.node}; Chromium ${report.browserVersion}; Lighthouse ${report.lighthouseVersion}; the whole bench took ${Math.round(report.benchSeconds)} s.`,
    '',
    `## Lighthouse (mobile, simulated throttling, default config; median of ${report.runs} runs)`,
    '',
    'Prerendered production build served gzip-compressed on 127.0.0.1, mock API over HTTP. "static" is a plain HTML copy of the prerendered home (its markup, its stylesheet links and inline styles, no script). "floor-…" is the one-file floor of issue 27: the prerendered page with every stylesheet it links written inline, no script, one gzip-compressed response.',
    '',
    '| page | route | performance | accessibility | best practices | SEO | FCP | LCP | LCP / static | LCP / floor | CLS | TBT |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const page of report.lighthouse) {
    const m = page.median;
    push(
      `| ${page.name} | \`${page.route}\` | ${num(m.performance)} | ${num(m.accessibility)} | ${num(m.bestPractices)} | ${num(m.seo)} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ratio(page.lcpRatio)} | ${ratio(page.floorRatio)} | ${m.cls == null ? 'n/a' : m.cls.toFixed(3)} | ${ms(m.tbt)} |`,
    );
  }
  push(
    '',
    'Largest contentful paint element, and FCP / LCP as observed in the unthrottled load (the simulated figures above are computed from it):',
    '',
    '| page | LCP element | observed FCP | observed LCP |',
    '| --- | --- | --: | --: |',
  );
  for (const page of report.lighthouse)
    push(
      `| ${page.name} | ${page.lcpElements.map((element) => `\`${cell(element).replace(/`/g, "'")}\``).join(', ') || 'n/a'} | ${ms(page.median.observedFcp)} | ${ms(page.median.observedLcp)} |`,
    );
  push(
    '',
    `## Targets (on ${TARGET_PAGES.join(', ')})`,
    '',
    `| issue | target | ${TARGET_PAGES.join(' | ')} | verdict |`,
    `| --: | --- | ${TARGET_PAGES.map(() => '--:').join(' | ')} | --- |`,
  );
  for (const target of report.targets) {
    const cells = target.pages.map((entry) => `${entry.shown}${entry.met ? '' : ' ✗'}`);
    push(
      `| ${target.issue} | ${target.target} | ${cells.join(' | ')} | ${target.met ? 'met' : 'not met'} |`,
    );
  }
  push(...beforeAfter(report, before), ...clickSection(report.clickToTitle, before));
  const failing = report.lighthouse.flatMap((page) =>
    page.failing.map((audit) => ({ page: page.name, ...audit })),
  );
  push('', '## Audits below 100 in accessibility, best practices and SEO', '');
  if (failing.length === 0) push('None.');
  else {
    push(
      '| page | category | audit | what it says | runs | where |',
      '| --- | --- | --- | --- | --: | --- |',
    );
    for (const audit of failing)
      push(
        `| ${audit.page} | ${audit.category} | \`${audit.id}\` | ${cell(audit.title)}${audit.displayValue ? ` (${cell(audit.displayValue)})` : ''}${audit.explanation ? `: ${cell(audit.explanation)}` : ''} | ${audit.runs} | ${audit.items.map((item) => `\`${cell(item).replace(/`/g, "'")}\``).join(', ')} |`,
      );
  }
  push(
    '',
    `## Script on a first visit (budget ${kib(FIRST_LOAD_BUDGET_GZIP)} gzip per page)`,
    '',
    'A prerendered page loads no script file before it paints (its head script is inline and asks for the boot script once the page has loaded); the app follows once it has painted. The list page is not prerendered: the app renders it, so all of its script comes first.',
    '',
    '| page | chunk | file | raw | gzip | brotli |',
    '| --- | --- | --- | --: | --: | --: |',
  );
  for (const page of report.lighthouse.filter((p) => p.script)) {
    for (const chunk of page.script.chunks)
      push(
        `| ${page.name} | ${chunk.chunk} | ${chunk.file} | ${kib(chunk.raw)} | ${kib(chunk.gzip)} | ${kib(chunk.brotli)} |`,
      );
    const { total, firstLoad, beforePaint } = page.script;
    if (beforePaint)
      push(
        `| ${page.name} | before the first paint | | ${kib(beforePaint.raw)} | ${kib(beforePaint.gzip)} | ${kib(beforePaint.brotli)} |`,
      );
    if (firstLoad.raw !== total.raw)
      push(
        `| ${page.name} | first load, without the rendering code below (${page.script.withinBudget ? 'within' : 'over'} budget) | | ${kib(firstLoad.raw)} | ${kib(firstLoad.gzip)} | ${kib(firstLoad.brotli)} |`,
      );
    push(
      `| **${page.name}** | **total**${firstLoad.raw === total.raw ? ` (${page.script.withinBudget ? 'within' : 'over'} budget)` : ''} | | **${kib(total.raw)}** | **${kib(total.gzip)}** | **${kib(total.brotli)}** |`,
    );
  }
  const rendering = report.articleRendering;
  push(
    '',
    `An article's rendering code on top of that (budget ${kib(ARTICLE_RENDERING_BUDGET_GZIP)} gzip; the highlighter only where the article has code):`,
    '',
    '| chunk | raw | gzip | brotli | |',
    '| --- | --: | --: | --: | --- |',
    `| markdown (parser, sanitizer) | ${kib(rendering.markdown.raw)} | ${kib(rendering.markdown.gzip)} | ${kib(rendering.markdown.brotli)} | ${rendering.markdown.fetched ? 'fetched' : 'not fetched'} on the first visit |`,
    `| code-highlight | ${kib(rendering.highlighter.raw)} | ${kib(rendering.highlighter.gzip)} | ${kib(rendering.highlighter.brotli)} | the measured article ${rendering.articleHasCode ? 'has' : 'has no'} code; ${rendering.highlighter.fetched ? 'fetched' : 'not fetched'} on the first visit (${rendering.highlighterOnlyWithCode ? 'met' : 'not met'}) |`,
    `| **first visit: the prerendered article, taken over as it arrived** | | **${kib(rendering.firstVisitGzip)}** | | ${rendering.withinBudget ? 'met' : 'not met'} |`,
    `| an article opened from another page: its body from its prerendered page (${kib(rendering.opened.pageTransferBytes)} fetched, compressed) | | ${kib(rendering.opened.renderingGzip)} | | ${rendering.openedWithinBudget ? 'met' : 'not met'} |`,
    `| an article the app renders itself (published since the deploy: the host has no page for it) | | ${kib(rendering.appRenderedGzip)} | | ${rendering.appRenderedWithinBudget ? 'met' : 'not met'} |`,
  );
  const entry = report.entryModules;
  push(
    '',
    `## What weighs most in the entry (${entry.sizeNote}; ${kib(entry.total)} in all)`,
    '',
    '| module | size | | package | size |',
    '| --- | --: | --- | --- | --: |',
  );
  for (let i = 0; i < Math.max(entry.modules.length, entry.packages.length); i += 1) {
    const module = entry.modules[i];
    const pkg = entry.packages[i];
    push(
      `| ${module ? `\`${module.name}\`` : ''} | ${module ? kib(module.size) : ''} | | ${pkg ? pkg.name : ''} | ${pkg ? kib(pkg.size) : ''} |`,
    );
  }
  push(
    '',
    `## Files loaded only later (largest of ${report.lazy.count} lazy .js/.css)`,
    '',
    '| file | raw | gzip | brotli |',
    '| --- | --: | --: | --: |',
  );
  for (const file of report.lazy.largest)
    push(`| ${file.file} | ${kib(file.raw)} | ${kib(file.gzip)} | ${kib(file.brotli)} |`);
  push(...prerenderSection(report.prerender));
  const task = (value) => (value > 0 ? `${Math.round(value)} ms` : 'none over 50 ms');
  const tasks = report.publicTasks;
  push(
    '',
    `## Main-thread tasks after load on the public pages (prerendered, unthrottled, ${tasks.viewport})`,
    '',
    'From opening the page until two seconds after the app has taken it over (the app starts after the load event, so its take-over is all "after load").',
    '',
    '| page | route | load event | taken over | tasks over 50 ms after load | longest | verdict |',
    '| --- | --- | --: | --: | --: | --: | --- |',
    ...tasks.pages.map(
      (p) =>
        `| ${p.name} | \`${p.route}\` | ${Math.round(p.loadEventMs)} ms | ${Math.round(p.hydratedMs)} ms | ${p.longTasksAfterLoad} | ${task(p.longestAfterLoadMs)} | ${p.noTaskOver50msAfterLoad ? 'met' : 'not met'} |`,
    ),
  );
  const { archive } = report.scale;
  push(
    '',
    `## Scale: the archive of ${archive.articles} generated articles (app-rendered, unthrottled, ${archive.viewport})`,
    '',
    '| figure | value | target | verdict |',
    '| --- | --: | --- | --- |',
    `| entry elements in the DOM, after load / most while scrolling to the end | ${archive.afterLoad.entries} / ${archive.scroll.maxEntries} | ≤ 200 | ${archive.targets.entriesWithin200 ? 'met' : 'not met'} |`,
    `| all elements in the DOM, after load / most while scrolling | ${archive.afterLoad.elements} / ${archive.scroll.maxElements} | | |`,
    `| longest main-thread task during load (tasks over 50 ms) | ${task(archive.longTasks.loadLongestMs)} (${archive.longTasks.loadCount}) | | |`,
    `| longest main-thread task while scrolling to the end (tasks over 50 ms) | ${task(archive.longTasks.scrollLongestMs)} (${archive.longTasks.scrollCount}) | none over 50 ms | ${archive.targets.noScrollTaskOver50ms ? 'met' : 'not met'} |`,
    `| scrolling to the end, a viewport per step | ${archive.scroll.steps} steps, ${archive.scroll.seconds.toFixed(1)} s${archive.scroll.reachedFirstArticle ? '' : ' (the oldest article never showed)'} | | |`,
  );
  const { longArticle: article, navigations, editorTyping: typing } = report.scale;
  const verdict = (met) => (met ? 'met' : 'not met');
  push(
    '',
    `## Scale: a ${(article.markdownBytes / 2 ** 20).toFixed(1)} MiB article (unthrottled, ${article.viewport})`,
    '',
    `Each way loaded ${article.runs ?? 1} times, judged on the worst: the latest first screen, and the run with the longest task (each run's in parentheses).`,
    '',
    '| rendered by | first screen | taken over | tasks over 50 ms | longest task | first screen ≤ 1.5 s | no task over 100 ms |',
    '| --- | --: | --: | --: | --: | --- | --- |',
    ...[
      ['the app (a route not prerendered)', article.appRendered],
      ['the prerender, then taken over', article.prerendered],
    ].map(
      ([name, f]) =>
        `| ${name} | ${ms(f.firstScreenMs)} | ${f.takenOverMs === null ? '' : ms(f.takenOverMs)} | ${f.longTasks} | ${task(f.longestTaskMs)}${f.runs ? ` (runs: ${f.runs.map((run) => (run.longestTaskMs > 0 ? Math.round(run.longestTaskMs) : 'none')).join(' / ')})` : ''} | ${verdict(f.firstScreenWithin1500ms)} | ${verdict(f.noTaskOver100ms)} |`,
    ),
    '',
    `Then scrolling down with the wheel (${article.prerendered.scrolling.scrolledPx} px in the prerendered page):`,
    '',
    '| rendered by | frame gap, median / 95th percentile | tasks over 50 ms | longest task |',
    '| --- | --: | --: | --: |',
    ...[
      ['the app', article.appRendered.scrolling],
      ['the prerender, taken over', article.prerendered.scrolling],
    ].map(
      ([name, f]) =>
        `| ${name} | ${ms(f.medianFrameMs)} / ${ms(f.p95FrameMs)} | ${f.longTasks} | ${task(f.longestTaskMs)} |`,
    ),
    '',
    `## Scale: ${navigations.navigations} route changes in a row (clicks, unthrottled)`,
    '',
    '| figure | value | target | verdict |',
    '| --- | --: | --- | --- |',
    `| heap after garbage collection, before / after | ${navigations.heapBeforeMb.toFixed(1)} MB / ${navigations.heapAfterMb.toFixed(1)} MB | | |`,
    `| growth | ${navigations.growthMb.toFixed(1)} MB | ≤ 10 MB | ${verdict(navigations.within10Mb)} |`,
    `| time for the ${navigations.navigations} | ${navigations.seconds.toFixed(1)} s | | |`,
    '',
    `## Scale: typing in the editor on a ${Math.round(typing.articleBytes / 1024)} KB article (unthrottled)`,
    '',
    '| figure | value | target | verdict |',
    '| --- | --: | --- | --- |',
    `| input to next paint, median of ${typing.keystrokes} keys | ${msTenth(typing.medianMs)} | ≤ 16 ms | ${verdict(typing.medianWithin16ms)} |`,
    `| input to next paint, worst | ${msTenth(typing.worstMs)} | ≤ 50 ms | ${verdict(typing.worstWithin50ms)} |`,
    `| the five slowest keys | ${typing.slowestFive.map((value) => `${value} ms`).join(', ')} | | |`,
    `| Event Timing: events of 16 ms or more / the slowest | ${typing.eventsOver16ms} / ${ms(typing.slowestEventMs)} | | |`,
  );
  if (report.scale.search) lines.push('', ...searchMarkdown(report.scale.search));
  return `${lines.join('\n')}\n`;
}
