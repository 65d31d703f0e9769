/**
 * Is the article still the one this tab opened? The contract's `updatedAt` says when the server
 * last changed it: the editor remembers the one it opened (then the one each save returned) and,
 * before a save overwrites the article, and before a local draft is restored over it, compares.
 */
import { dateTimeFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';
import { sameVersion } from '@/lib/same-version';
import type { Draft, DraftFields } from './draft-store';
import { sameFields } from './draft-store';
import { TITLE_MAX_LENGTH, length } from './validation';

const timeOf = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : null;
};

/**
 * True when saving `ours` would overwrite words this tab never saw: the server's version is not
 * the one this tab started from, and it differs from both that one (`baseline`) and from what is
 * about to be sent. A status switched elsewhere (the table) changes `updatedAt` but no words: the
 * status is compared only when this save sends it.
 */
export function overwritesOtherWork(
  base: string,
  current: { updatedAt: string; fields: DraftFields },
  baseline: DraftFields,
  ours: DraftFields,
  sendsStatus: boolean,
): boolean {
  if (sameVersion(base, current.updatedAt)) return false;
  const theirs = sendsStatus ? current.fields : { ...current.fields, disabled: baseline.disabled };
  const mine = sendsStatus ? ours : { ...ours, disabled: baseline.disabled };
  return !sameFields(theirs, baseline) && !sameFields(theirs, mine);
}

/**
 * True when a local draft was written over an older version than the server's: restoring it would
 * silently replace the newer text. A draft that names its version is compared by it; an older
 * draft without one by the time it was written.
 */
export function draftIsStale(draft: Draft, serverUpdatedAt: string): boolean {
  if (!serverUpdatedAt) return false;
  if (draft.baseUpdatedAt) return !sameVersion(draft.baseUpdatedAt, serverUpdatedAt);
  const changed = timeOf(serverUpdatedAt);
  return changed !== null && changed > draft.savedAt;
}

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A date and time a person reads ("25 Nov 2026, 14:05", "2026年11月25日 14:05"), or the text itself
 * if it is no date.
 */
export function formatWhen(iso: string | number): string {
  const at = typeof iso === 'number' ? iso : timeOf(iso);
  if (at === null) return String(iso);
  return dateTimeFormat(WHEN).format(new Date(at));
}

/** The title of the copy "keep both" makes: marked as a copy when the length limit allows. */
export function copyTitle(title: string): string {
  const trimmed = title.trim();
  const suffix = t('console.editor.copySuffix');
  return length(trimmed) + length(suffix) <= TITLE_MAX_LENGTH ? trimmed + suffix : trimmed;
}
