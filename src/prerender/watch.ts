/**
 * `--watch` / `--every 10m` / `--listen HOST:PORT`: passes for ever, so a directory a server
 * serves follows the blog: one at start, then one every so often (pass-scheduler.ts), and one at
 * once when the rebuild hook is asked (rebuild-hook-server.ts). Each pass is incremental (the
 * manifest); a failed pass is said and the next one tries again; SIGINT or SIGTERM ends it at
 * once, the copy of an unfinished pass removed (dist/ is as the last finished pass left it).
 */
import path from 'node:path';
import type { Options } from './options';
import { passScheduler, type PassEnd } from './pass-scheduler';
import { readSiteConfig } from './read-config';
import { listenForRebuilds, type RebuildHook } from './rebuild-hook-server';
import { removeCopiesOnExit } from './staging';

const describe = (ms: number) =>
  ms % 3600000 === 0
    ? `${ms / 3600000} h`
    : ms % 60000 === 0
      ? `${ms / 60000} min`
      : `${ms / 1000} s`;

/** The blog's origin, the one the hook allows with CORS (null for a demo without site.url). */
function siteOrigin(options: Options): string | null {
  const file = options.config ?? path.join(path.resolve(options.dist), 'config.js');
  const { url } = readSiteConfig(file, process.env.API_BASE ?? '').site;
  return url ? new URL(url).origin : null;
}

/** What comes after a pass, said in one line. */
function afterPass(end: PassEnd, everyMs: number | null, hook: RebuildHook | null): string {
  if (end.error) console.error(`Prerender failed: ${end.error.message}`);
  const said = end.outcome === 1 ? 'This pass changed nothing' : 'Pass done';
  if (end.again) return `${said}; a rebuild was asked for during it: another pass now`;
  const onRequest = hook ? `a POST to ${hook.url}/` : null;
  if (everyMs === null) return `${said}; the next pass on ${onRequest}`;
  const next = new Date(Date.now() + everyMs).toISOString().slice(11, 19);
  return `${said}; next pass at ${next} UTC${onRequest ? `, or on ${onRequest}` : ''}`;
}

/** Runs until a signal ends the process; resolves to 1 only when the hook cannot listen. */
export async function watch(options: Options, pass: () => Promise<number>): Promise<1> {
  let hook: RebuildHook | null = null;
  const scheduler = passScheduler(pass, options.everyMs, (end) =>
    console.log(afterPass(end, options.everyMs, hook)),
  );
  if (options.listen) {
    const { host, port, token } = options.listen;
    let origin: string | null;
    try {
      origin = siteOrigin(options);
    } catch (error) {
      console.error(`Prerender refused: ${(error as Error).message}`);
      return 1;
    }
    const request = () => {
      const answer = scheduler.request();
      console.log(
        `Rebuild asked for: ${answer === 'started' ? 'a pass starts now' : 'one more pass after this one'}`,
      );
      return answer;
    };
    try {
      hook = await listenForRebuilds({ host, port, token, origin }, request);
    } catch (error) {
      console.error(
        `Prerender refused: cannot listen on ${host}:${port}: ${(error as Error).message}`,
      );
      return 1;
    }
  }
  removeCopiesOnExit((signal) => {
    console.log(`Stopped watching (${signal}); dist/ is as the last finished pass left it.`);
    process.exit(0);
  });
  if (options.everyMs !== null) {
    console.log(`Watching: a pass every ${describe(options.everyMs)} (Ctrl-C stops)`);
  }
  if (hook) {
    console.log(
      `Rebuild hook: a POST to ${hook.url}/ with "Authorization: Bearer $PRERENDER_HOOK_TOKEN" starts a pass (Ctrl-C stops)`,
    );
  }
  // Until a signal ends the process (nothing stops the scheduler).
  await scheduler.run();
  return 1;
}
