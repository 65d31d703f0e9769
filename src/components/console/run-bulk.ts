/**
 * Runs one action over many rows, one call at a time (the contract has no bulk calls, and one at
 * a time keeps the server's load and the order of failures predictable). A failure is recorded
 * with the server's reason and the run goes on, so the other rows are still done.
 */
import { errorMessage } from '@/api/errors';
import { t } from '@/i18n/i18n';

/** What an action did with one row: changed it, or left it as it was (already in that state). */
export type BulkStep = 'done' | 'skipped';

export interface BulkFailure<T> {
  item: T;
  reason: string;
}

export interface BulkOutcome<T> {
  done: T[];
  skipped: T[];
  failed: BulkFailure<T>[];
}

export async function runBulk<T>(
  items: readonly T[],
  act: (item: T) => Promise<BulkStep>,
  onProgress: (finished: number) => void = () => undefined,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], skipped: [], failed: [] };
  for (const [index, item] of items.entries()) {
    try {
      const step = await act(item);
      outcome[step].push(item);
    } catch (error) {
      outcome.failed.push({ item, reason: errorMessage(error, t('console.common.noReason')) });
    }
    onProgress(index + 1);
  }
  return outcome;
}

/** The three bulk actions the console tables offer. */
export type BulkVerb = 'enable' | 'disable' | 'delete';

/**
 * Enable or disable one row through the contract's toggle call (it flips, it does not set):
 * a row already in the wanted state is skipped, and a row that turns out to have been stale
 * (the toggle lands on the other state) is flipped once more.
 */
export async function setEnabled(
  enable: boolean,
  disabledNow: boolean,
  toggle: () => Promise<{ disabled: boolean }>,
): Promise<BulkStep> {
  if (disabledNow !== enable) return 'skipped';
  const result = await toggle();
  if (result.disabled === enable) await toggle();
  return 'done';
}
