/**
 * `--watch` / `--every 10m`: a pass, then a pause, for ever, so a directory a server serves
 * follows the blog. Each pass is incremental (the manifest); a failed pass is said and the next
 * one tries again; SIGINT or SIGTERM ends it at once, the copy of an unfinished pass removed
 * (dist/ is as the last finished pass left it).
 */
import { removeCopiesOnExit } from './staging';

const describe = (ms: number) =>
  ms % 3600000 === 0
    ? `${ms / 3600000} h`
    : ms % 60000 === 0
      ? `${ms / 60000} min`
      : `${ms / 1000} s`;

export async function watch(everyMs: number, pass: () => Promise<number>): Promise<never> {
  removeCopiesOnExit((signal) => {
    console.log(`Stopped watching (${signal}); dist/ is as the last finished pass left it.`);
    process.exit(0);
  });
  console.log(`Watching: a pass every ${describe(everyMs)} (Ctrl-C stops)`);
  for (;;) {
    const outcome = await pass().catch((error: unknown) => {
      console.error(`Prerender failed: ${(error as Error).message}`);
      return 1;
    });
    const next = new Date(Date.now() + everyMs).toISOString().slice(11, 19);
    const said = outcome === 1 ? 'This pass changed nothing' : 'Pass done';
    console.log(`${said}; next pass at ${next} UTC`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
