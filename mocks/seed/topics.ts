/**
 * The demo articles' titles and summaries, newest first: what a small software-and-craft blog
 * accumulates over four years. The bodies are composed in content.ts.
 */
import type { CategoryName, LabelName } from './taxonomies';
import type { Language } from './code-samples';

export interface Topic {
  title: string;
  summary: string;
  category: CategoryName;
  labels: LabelName[];
  language: Language;
}

const t = (title: string, summary: string, category: CategoryName, labels: LabelName[], language: Language): Topic => ({
  title,
  summary,
  category,
  labels,
  language,
});

export const TOPICS: Topic[] = [
  t('Server-paged tables without the pain', 'Keeping page, size and filters in the URL so that reload, back and share all just work.', 'Frontend', ['React', 'TypeScript'], 'ts'),
  t('What a year of RTK Query taught me', 'Tags, cache lifetimes and the one invalidation bug that cost me a weekend.', 'Frontend', ['React', 'TypeScript'], 'ts'),
  t('Sharpening a card scraper in ten minutes', 'File, burnish, turn the hook: the cheapest tool in the shop that leaves the best surface.', 'Craft', ['Woodworking'], 'bash'),
  t('Postgres indexes I actually use', 'B-tree, partial and expression indexes, and how EXPLAIN tells you which one you forgot.', 'Backend', ['SQL', 'Performance'], 'sql'),
  t('A calmer on-call rotation', 'Fewer alerts, better runbooks and a handover note that people read.', 'Notes', ['DevOps', 'Writing'], 'bash'),
  t('Focus management in single-page apps', 'Where focus should land after a route change, and why the heading is usually right.', 'Frontend', ['Accessibility', 'React'], 'ts'),
  t('Rust error handling for people in a hurry', 'thiserror for libraries, anyhow for binaries, and when to stop wrapping.', 'Systems', ['Rust'], 'rust'),
  t('Container queries in production', 'Cards that adapt to their column instead of the viewport, and the fallbacks we kept.', 'Frontend', ['CSS', 'Design'], 'css'),
  t('Go worker pools, simply', 'A bounded pool with errgroup, context cancellation and no leaked goroutines.', 'Backend', ['Go', 'Performance'], 'go'),
  t('Writing changelogs people read', 'Lead with what changed for the reader, link the rest, and never write "various fixes".', 'Notes', ['Writing'], 'json'),
  t('Pinning a toolchain that still builds next year', 'Exact versions, a lock file and a CI job that proves a clean install.', 'Tooling', ['DevOps', 'TypeScript'], 'json'),
  t('Flattening a workbench top by hand', 'Winding sticks, a jack plane and patience: a Saturday, start to finish.', 'Craft', ['Woodworking'], 'bash'),
  t('Property-based tests for parsers', 'Hypothesis found three bugs in a week in code that had ninety percent coverage.', 'Backend', ['Python', 'Testing'], 'python'),
  t('The colour contrast checklist I keep', 'Tag chips, disabled buttons, placeholder text and dark mode: where contrast goes wrong.', 'Frontend', ['Accessibility', 'CSS', 'Design'], 'css'),
  t('Git bisect saved my release', 'Automating a bisect with a test script and finding the commit in eleven steps.', 'Tooling', ['Git', 'Testing'], 'bash'),
  t('Measuring before optimising a React list', 'The profiler, the real bottleneck, and the memo that did nothing.', 'Frontend', ['React', 'Performance'], 'ts'),
  t('Systemd timers instead of cron', 'Logs in the journal, missed runs caught up and one unit file per job.', 'Systems', ['Linux', 'DevOps'], 'bash'),
  t('SQL window functions by example', 'Running totals, rankings and gaps-and-islands with ROW_NUMBER and LAG.', 'Backend', ['SQL'], 'sql'),
  t('Dovetails, the slow way', 'Tails first, a marking gauge set once, and why the saw matters less than the knife line.', 'Craft', ['Woodworking', 'Design'], 'bash'),
  t('Type-safe environment config', 'Validating configuration once at start and failing with a message a person can act on.', 'Tooling', ['TypeScript'], 'ts'),
  t('Async Rust without tears', 'Tokio tasks, select! and the difference between blocking and awaiting.', 'Systems', ['Rust', 'Performance'], 'rust'),
  t('A small style guide for commit messages', 'Imperative subject, a body that says why, and the trailers our tools read.', 'Notes', ['Git', 'Writing'], 'bash'),
  t('Form validation that respects people', 'Validate on blur, explain in words, keep what they typed, and never clear a field.', 'Frontend', ['Accessibility', 'Design'], 'ts'),
  t('Profiling Python with py-spy', 'Flame graphs from a running process, no code changes, and what they told me.', 'Backend', ['Python', 'Performance'], 'python'),
  t('Designing a JSON API envelope', 'code, msg and data: what each is for, and why HTTP status still matters.', 'Backend', ['Design'], 'json'),
  t('Linux file permissions, finally explained', 'Users, groups, the sticky bit and why umask surprises everybody once.', 'Systems', ['Linux'], 'bash'),
  t('Choosing a finish for a kitchen table', 'Oil, hardwax or varnish: what survives hot mugs, children and ten years.', 'Craft', ['Woodworking'], 'css'),
  t('Testing components through the accessibility tree', 'Queries by role and label make tests that fail for the reasons users would.', 'Frontend', ['Testing', 'Accessibility', 'React'], 'ts'),
  t('Go generics one year on', 'Where type parameters made our code clearer and where interfaces still win.', 'Backend', ['Go'], 'go'),
  t('A dotfiles repository that ages well', 'Symlinks, one install script and no clever frameworks.', 'Tooling', ['Linux', 'Git'], 'bash'),
  t('Logical CSS properties for every layout', 'margin-inline, padding-block and a stylesheet that works right to left for free.', 'Frontend', ['CSS'], 'css'),
  t('Reading a query plan out loud', 'Seq scan, nested loop, hash join: a walk through one slow report.', 'Backend', ['SQL', 'Performance'], 'sql'),
  t('Memory safety is a team sport', 'What moving one service to Rust changed in review, on-call and hiring.', 'Systems', ['Rust', 'Writing'], 'rust'),
  t('Notes from a sharpening afternoon', 'Waterstones, a honing guide and the micro-bevel that changed everything.', 'Craft', ['Woodworking'], 'bash'),
  t('The case for boring deployments', 'Blue-green, one button, and a rollback that someone has actually tried.', 'Tooling', ['DevOps'], 'bash'),
  t('Skeleton screens that do not jump', 'Reserving the space of what is coming so the page never shifts under a reader.', 'Frontend', ['CSS', 'Performance', 'Design'], 'css'),
  t('Python packaging in 2025', 'pyproject.toml, a lock file and uv: the shortest path that works.', 'Tooling', ['Python'], 'python'),
  t('Keyboard-first console design', 'Every action reachable, a visible focus ring and shortcuts that do not fight the browser.', 'Frontend', ['Accessibility', 'Design'], 'ts'),
  t('Idempotent HTTP handlers', 'Request keys, unique constraints and why a double click should create one order.', 'Backend', ['Design', 'Go'], 'go'),
  t('Building a shaker side table', 'Tapered legs, a haunched mortise and tenon and a drawer that slides like silk.', 'Craft', ['Woodworking', 'Design'], 'bash'),
  t('Structured logging from day one', 'JSON lines, request ids and the three fields every log needs.', 'Systems', ['DevOps', 'Go'], 'go'),
  t('What I learned writing documentation for a year', 'Tutorials, how-tos, reference and explanation, and who reads which.', 'Notes', ['Writing'], 'bash'),
  t('Strict TypeScript on a legacy codebase', 'Turning on strict one folder at a time without stopping feature work.', 'Frontend', ['TypeScript', 'Testing'], 'ts'),
  t('Zero-downtime Postgres migrations', 'Add, backfill, switch, drop: the four steps and the locks to watch.', 'Backend', ['SQL', 'DevOps'], 'sql'),
  t('A tiny HTTP server in Rust', 'axum, a router, shared state and graceful shutdown in a hundred lines.', 'Systems', ['Rust'], 'rust'),
  t('Shell scripts that fail loudly', 'set -euo pipefail, traps and quoting: habits that save weekends.', 'Tooling', ['Linux'], 'bash'),
  t('Print stylesheets still matter', 'Recipes, invoices and articles: what people print and how to make it good.', 'Frontend', ['CSS', 'Design'], 'css'),
  t('Hand-cut mortises with a chisel', 'Chopping, levering and keeping the walls square without a machine.', 'Craft', ['Woodworking'], 'bash'),
  t('Small pull requests, fast reviews', 'Splitting work so reviewers can say yes in ten minutes.', 'Notes', ['Git', 'Writing'], 'bash'),
  t('Caching HTTP responses correctly', 'Cache-Control, ETags and why config files must never be cached.', 'Backend', ['Performance', 'DevOps'], 'json'),
  t('Data classes and validation in Python', 'dataclasses, pydantic and where each belongs in a service.', 'Backend', ['Python'], 'python'),
  t('Reading Linux load averages', 'What the three numbers measure, and when a high one is fine.', 'Systems', ['Linux', 'Performance'], 'bash'),
  t('Design tokens without a design system team', 'A small set of colours, spaces and type sizes that a team of three can keep.', 'Frontend', ['CSS', 'Design'], 'css'),
  t('Going from Make to a task runner and back', 'Why we returned to a Makefile after two years of something fancier.', 'Tooling', ['DevOps', 'Linux'], 'bash'),
  t('Go error wrapping in practice', 'fmt.Errorf with %w, errors.Is and messages that read well in logs.', 'Backend', ['Go'], 'go'),
  t('Restoring a hand plane', 'Rust removal, flattening the sole and a new iron for a flea-market find.', 'Craft', ['Woodworking'], 'bash'),
  t('Lessons from a failed rewrite', 'Eighteen months, two teams and the strangler pattern we should have used.', 'Notes', ['Writing', 'Legacy'], 'ts'),
  t('Responsive images without a framework', 'srcset, sizes and the picture element, done by hand.', 'Frontend', ['CSS', 'Performance'], 'css'),
  t('Unit tests that survive refactoring', 'Testing behaviour at the boundary, not the private steps in between.', 'Tooling', ['Testing'], 'python'),
  t('SQLite for small services', 'WAL mode, one writer and backups with a single command.', 'Backend', ['SQL'], 'sql'),
  t('Rust ownership explained with a workbench', 'Borrowing tools from a shared bench is exactly how the borrow checker thinks.', 'Systems', ['Rust', 'Woodworking'], 'rust'),
  t('Our first year of trunk-based development', 'Feature flags, short branches and the merge conflicts that disappeared.', 'Notes', ['Git', 'DevOps'], 'bash'),
  t('A React hooks cheat sheet', 'useState, useEffect, useMemo and the rules that keep them honest.', 'Frontend', ['React', 'Legacy'], 'ts'),
  t('Glue joints that hold', 'Surface prep, clamping pressure and open time for hide, PVA and epoxy.', 'Craft', ['Woodworking'], 'bash'),
  t('First steps with Go modules', 'go.mod, semantic import versions and replacing a dependency locally.', 'Backend', ['Go', 'Legacy'], 'go'),
  t('Why I started this blog', 'Writing things down so that I can find them again, and maybe you can too.', 'Notes', ['Writing'], 'bash'),
];
