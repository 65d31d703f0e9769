/**
 * A file written beside its place and renamed over it: whoever reads it gets the old content or
 * the new, never half of it, even when the writer (a render worker) is stopped mid-way; and the old
 * file is replaced, not written through, so a staged copy may share its unchanged files with dist/
 * (staging.ts).
 */
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

export function replaceFile(file: string, content: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
