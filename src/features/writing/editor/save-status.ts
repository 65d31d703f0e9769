/** What the save bar says, derived from the form's state so it can never claim more than is true. */
import { dateTimeFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';

export type SaveStatus =
  | { kind: 'nothing' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /** `notOnSite`: the public pages do not show this version yet (use-save-status.ts). */
  | { kind: 'saved'; at: number; notOnSite?: boolean }
  | { kind: 'failed'; message: string };

export interface SaveState {
  dirty: boolean;
  saving: boolean;
  /** The last save's failure, while its changes are still unsaved. */
  failure: string | null;
  /** When the server last confirmed the article (epoch ms), null for one never saved. */
  savedAt: number | null;
}

export function saveStatus({ dirty, saving, failure, savedAt }: SaveState): SaveStatus {
  if (saving) return { kind: 'saving' };
  if (dirty && failure) return { kind: 'failed', message: failure };
  if (dirty) return { kind: 'unsaved' };
  if (savedAt !== null) return { kind: 'saved', at: savedAt };
  return { kind: 'nothing' };
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * "Saved at 14:05" today; "Saved on 3 Mar 2026" for an article untouched since an earlier day (in
 * the active language: "已于 14:05 保存").
 */
export function savedLabel(at: number, now: number = Date.now()): string {
  const when = new Date(at);
  return sameDay(when, new Date(now))
    ? t('console.editor.status.savedAt', { time: dateTimeFormat(TIME).format(when) })
    : t('console.editor.status.savedOn', { date: dateTimeFormat(DAY).format(when) });
}

export function statusText(status: SaveStatus, now?: number): string {
  switch (status.kind) {
    case 'nothing':
      return t('console.editor.status.nothing');
    case 'unsaved':
      return t('console.editor.status.unsaved');
    case 'saving':
      return t('console.editor.status.saving');
    case 'saved':
      return status.notOnSite
        ? t('console.editor.status.notOnSite', { saved: savedLabel(status.at, now) })
        : savedLabel(status.at, now);
    case 'failed':
      return t('console.editor.status.failed');
  }
}
