/**
 * Never a half-written dist/, and nothing left beside it: the run writes into a sibling copy
 * (`.dist.prerender-<pid>`, its files linked to dist/'s: linkedCopy), and only a run that may be
 * published swaps it in (two renames); a failed run leaves dist/ as it was and removes the copy.
 * The copy is also removed when the process ends any other way it can see (an error,
 * process.exit, SIGINT, SIGTERM); when it dies unseen (SIGKILL, out of memory), a small watchdog
 * process removes it; and copies left anyway (the watchdog killed too) are removed by the next
 * run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from './replace-file';

export interface Staging {
  dir: string;
  commit(): void;
  discard(): void;
}

/** The copies this process has open: removed however it ends. */
const open = new Set<string>();
let exitHookInstalled = false;

function removeOpenCopies(): void {
  for (const dir of open) fs.rmSync(dir, { recursive: true, force: true });
  open.clear();
}

/**
 * Removes the open copies on exit, and on SIGINT/SIGTERM when `onSignal` is not given (it then
 * exits 130/143). A caller that handles the signals itself (--watch) passes its own handler.
 */
export function removeCopiesOnExit(onSignal?: (signal: NodeJS.Signals) => void): void {
  if (!exitHookInstalled) {
    process.on('exit', removeOpenCopies);
    exitHookInstalled = true;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (onSignal) return onSignal(signal);
      removeOpenCopies();
      console.error(`Prerender interrupted (${signal}): dist/ left as it was.`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

const LEFTOVER = /^\.(.+)\.(prerender|previous)-(\d+)$/;

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes copies beside `dist` left by runs that are no longer alive; returns their names. A
 * dist/ lost between the two renames of a commit is put back from its `.previous-` copy.
 */
export function removeLeftovers(dist: string): string[] {
  const parent = path.dirname(dist);
  const base = path.basename(dist);
  const removed: string[] = [];
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const match = LEFTOVER.exec(name);
    if (!match || match[1] !== base || isAlive(Number(match[3]))) continue;
    const full = path.join(parent, name);
    if (match[2] === 'previous' && !fs.existsSync(dist)) fs.renameSync(full, dist);
    else fs.rmSync(full, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * The watchdog: a detached Node process that removes `dir` once this process is gone without
 * having removed or published it (then it puts dist/ back if a commit was cut between its two
 * renames), and ends as soon as `dir` is gone.
 */
const WATCHDOG = `
const fs = require('node:fs');
const [dir, pid, dist, old] = process.argv.slice(1);
const alive = () => { try { process.kill(Number(pid), 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const timer = setInterval(() => {
  if (!fs.existsSync(dir)) return clearInterval(timer);
  if (alive()) return;
  clearInterval(timer);
  fs.rmSync(dir, { recursive: true, force: true });
  if (!fs.existsSync(dist) && fs.existsSync(old)) fs.renameSync(old, dist);
}, 200);
`;

function watchOver(dir: string, dist: string, old: string): void {
  try {
    const watchdog = spawn(
      process.execPath,
      ['-e', WATCHDOG, dir, String(process.pid), dist, old],
      { detached: true, stdio: 'ignore' },
    );
    watchdog.on('error', () => {}); // without it, the next run removes the copy
    watchdog.unref();
  } catch {
    // Same: the next run removes what a dead run left.
  }
}

export function stageCopy(dist: string): Staging {
  const parent = path.dirname(dist);
  const base = path.basename(dist);
  const dir = path.join(parent, `.${base}.prerender-${process.pid}`);
  const old = path.join(parent, `.${base}.previous-${process.pid}`);
  open.add(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  linkedCopy(dist, dir);
  watchOver(dir, dist, old);
  return {
    dir,
    commit() {
      fs.renameSync(dist, old);
      fs.renameSync(dir, dist);
      open.delete(dir);
      fs.rmSync(old, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
      open.delete(dir);
    },
  };
}

/**
 * `from` copied into `to` as hard links (the same files, not their bytes: a blog of 10,000
 * articles has some 60,000 with their compressed copies, and copying them was most of a run that
 * changed one article), or as copies where the file system has no links. Times are the files'
 * own, as compress.ts needs (a .gz/.br copy older than its file is written again). A file of the
 * copy must be replaced, never written in place (writeFile, replaceFile): it is dist/'s too.
 */
function linkedCopy(from: string, to: string): void {
  let link = true;
  const visit = (source: string, target: string) => {
    fs.mkdirSync(target);
    for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
      const [file, copy] = [path.join(source, entry.name), path.join(target, entry.name)];
      if (entry.isDirectory()) visit(file, copy);
      else if (link) {
        try {
          fs.linkSync(file, copy);
        } catch {
          link = false;
          fs.cpSync(file, copy, { preserveTimestamps: true });
        }
      } else fs.cpSync(file, copy, { preserveTimestamps: true });
    }
  };
  visit(from, to);
}

/** Writes a file, creating its folder, in one rename (replaceFile). */
export function writeFile(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  replaceFile(file, content);
}
