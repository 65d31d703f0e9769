/**
 * Row selection and bulk actions for one console table. The selection belongs to the rows on
 * screen: a new page, keyword or filter (a new `scope`) starts with nothing selected. A run goes
 * row by row with progress, then refreshes the table once (`onFinished`), keeps the rows that
 * failed selected (to try again) and leaves a report naming each failure and its reason.
 *
 * Returns { selection (for DataTable), bar (for BulkBar) }.
 */
import { useState } from 'react';
import { t, type MessageId } from '@/i18n/i18n';
import { runBulk, type BulkFailure, type BulkStep, type BulkVerb } from './run-bulk';

/** What the rows are, for counts in messages ("3 articles"): one of the console's kinds, counted by its plural message. */
export type BulkNoun = 'article' | 'category' | 'label' | 'file';

const COUNTS: Record<BulkNoun, MessageId> = {
  article: 'console.bulk.count.article',
  category: 'console.bulk.count.category',
  label: 'console.bulk.count.label',
  file: 'console.bulk.count.file',
};

export interface BulkReport {
  severity: 'success' | 'warning' | 'error';
  summary: string;
  failures: string[];
}

export interface BulkProgress {
  verb: BulkVerb;
  finished: number;
  total: number;
}

interface Options<T> {
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The row's name in messages ("Frontend"). */
  nameOf: (row: T) => string;
  noun: BulkNoun;
  /** Changes of scope (page, keyword, filters) clear the selection. */
  scope: string;
  /** The actions this table offers, each for one row. */
  actions: Partial<Record<BulkVerb, (row: T) => Promise<BulkStep>>>;
  /** Called once after a run in which something changed: refresh the table here. */
  onFinished: () => void;
}

const PAST: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.report.done.enable',
  disable: 'console.bulk.report.done.disable',
  delete: 'console.bulk.report.done.delete',
};
const PARTIAL: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.report.partial.enable',
  disable: 'console.bulk.report.partial.disable',
  delete: 'console.bulk.report.partial.delete',
};
const STATE: Record<BulkVerb, MessageId> = {
  enable: 'console.bulk.report.skipped.enable',
  disable: 'console.bulk.report.skipped.disable',
  delete: 'console.bulk.report.skipped.delete',
};

/** "3 articles" in the active language. */
export function countOf(count: number, noun: BulkNoun): string {
  return t(COUNTS[noun], { count });
}

function describe<T>(
  verb: BulkVerb,
  total: number,
  done: number,
  skipped: number,
  failed: BulkFailure<T>[],
  nameOf: (row: T) => string,
  noun: BulkNoun,
): BulkReport {
  const changed = failed.length
    ? t(PARTIAL[verb], { done, items: countOf(total, noun), failed: failed.length })
    : t(PAST[verb], { items: countOf(done, noun) });
  const left = skipped ? t(STATE[verb], { count: skipped }) : '';
  let severity: BulkReport['severity'] = 'success';
  if (failed.length) severity = done + skipped > 0 ? 'warning' : 'error';
  return {
    severity,
    summary: left ? t('console.bulk.report.summary', { changed, skipped: left }) : changed,
    failures: failed.map(({ item, reason }) =>
      t('console.bulk.report.failure', { name: nameOf(item), reason }),
    ),
  };
}

export function useBulkActions<T>({
  rows,
  getRowId,
  nameOf,
  noun,
  scope,
  actions,
  onFinished,
}: Options<T>) {
  const [picked, setPicked] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: new Set(),
  });
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);

  // Only rows on screen count: a refetch that drops a row also drops it from the selection.
  const visibleIds = rows.map(getRowId);
  const selectedIds =
    picked.scope === scope ? visibleIds.filter((id) => picked.ids.has(id)) : ([] as string[]);
  const selected = new Set(selectedIds);
  const choose = (ids: Iterable<string>) => setPicked({ scope, ids: new Set(ids) });

  const run = async (verb: BulkVerb) => {
    const act = actions[verb];
    if (!act || progress) return;
    const items = rows.filter((row) => selected.has(getRowId(row)));
    setReport(null);
    setProgress({ verb, finished: 0, total: items.length });
    const outcome = await runBulk(items, act, (finished) =>
      setProgress({ verb, finished, total: items.length }),
    );
    setProgress(null);
    choose(outcome.failed.map(({ item }) => getRowId(item)));
    setReport(
      describe(
        verb,
        items.length,
        outcome.done.length,
        outcome.skipped.length,
        outcome.failed,
        nameOf,
        noun,
      ),
    );
    if (outcome.done.length) onFinished();
  };

  return {
    selection: {
      selected,
      busy: !!progress,
      toggle: (id: string) => {
        const next = new Set(selected);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        choose(next);
      },
      toggleAll: () => choose(selected.size === visibleIds.length ? [] : visibleIds),
      rowLabel: (row: T) => t('console.table.selectRow', { name: nameOf(row) }),
    },
    bar: {
      count: selected.size,
      noun,
      verbs: (Object.keys(actions) as BulkVerb[]).filter((verb) => actions[verb]),
      progress,
      report,
      onRun: (verb: BulkVerb) => void run(verb),
      onClear: () => choose([]),
      onDismissReport: () => setReport(null),
    },
  };
}

export type BulkSelection<T> = ReturnType<typeof useBulkActions<T>>['selection'];
export type BulkBarState = ReturnType<typeof useBulkActions<unknown>>['bar'];
