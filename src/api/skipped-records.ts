/**
 * Records the adapters dropped from a backend's answer (an article without an id, an id no URL
 * can carry), kept for the owner: the console says how many and why. One record the app cannot
 * show must not take a page down, and it must not vanish without a word either.
 */

export interface SkippedRecord {
  /** What kind of record: "article", "category or label", "file"… */
  what: string;
  /** The id as the backend sent it, written so that any character can be read (JSON). */
  id: string;
  reason: string;
}

/** Enough to tell the owner what to fix; a backend sending thousands is reported by the first. */
const MAX_KEPT = 50;

let records: readonly SkippedRecord[] = [];
const listeners = new Set<() => void>();

export function reportSkipped(record: SkippedRecord): void {
  const same = (r: SkippedRecord) =>
    r.what === record.what && r.id === record.id && r.reason === record.reason;
  if (records.length >= MAX_KEPT || records.some(same)) return;
  records = [...records, record];
  for (const listener of listeners) listener();
}

/** The records skipped so far in this tab (a stable array until the next report). */
export const skippedRecords = (): readonly SkippedRecord[] => records;

export function subscribeSkipped(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget what was reported. */
export function resetSkipped(): void {
  records = [];
  for (const listener of listeners) listener();
}
