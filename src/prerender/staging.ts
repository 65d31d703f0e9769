/**
 * Never a half-written dist/: the run writes into a sibling copy, and only a run without failures
 * swaps it in (two renames); a failed run leaves dist/ as it was and removes the copy.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Staging {
  dir: string;
  commit(): void;
  discard(): void;
}

export function stageCopy(dist: string): Staging {
  const parent = path.dirname(dist);
  const base = path.basename(dist);
  const dir = path.join(parent, `.${base}.prerender-${process.pid}`);
  const old = path.join(parent, `.${base}.previous-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(dist, dir, { recursive: true });
  return {
    dir,
    commit() {
      fs.renameSync(dist, old);
      fs.renameSync(dir, dist);
      fs.rmSync(old, { recursive: true, force: true });
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a file, creating its folder. */
export function writeFile(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
