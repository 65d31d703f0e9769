/**
 * `npm run prerender [-- path/to/dist] [--all] [--config file] [--concurrency n] [--timeout 60s]
 * [--watch | --every 10m] [--listen HOST:PORT]`: renders the public pages of a built dist/ from
 * the API its config.js names (or the built-in demo data with `mock: true`), plus rss.xml,
 * sitemap.xml and robots.txt; with --watch, --every or --listen, again and again (watch.ts).
 * See docs/prerendering.md, and "Keeping pages in step" in docs/deploying.md.
 *
 * Exit codes: 0 the site is complete; 2 written, but articles were named and skipped (their
 * previous page kept, or none); 1 nothing changed (bad settings, the API unreachable or it
 * stopped answering: dist/ left as it was).
 */
import { parseArgs, type Options } from './options';
import { prerenderPass, type Outcome } from './pass';
import { removeCopiesOnExit } from './staging';
import { watch } from './watch';

async function main(argv: string[]): Promise<Outcome> {
  let options: Options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    console.error(`Prerender refused: ${(error as Error).message}`);
    return 1;
  }
  if (options.everyMs === null && options.listen === null) {
    removeCopiesOnExit();
    return prerenderPass(options);
  }
  return watch(options, () => prerenderPass(options));
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Prerender failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
