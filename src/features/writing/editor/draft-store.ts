/**
 * Unsaved editor drafts in local storage, one per article ('new' for an article not yet created),
 * so a crash or reload never costs the owner a word. Storage can be full, disabled or hold junk
 * from an older version: no call throws, a junk draft reads as none, and whether the last draft
 * was kept is told to whoever listens (the save bar says so, the writer saves in time).
 */
import { DRAFT_STORAGE_PREFIX } from '@/config/constants';

export interface DraftFields {
  title: string;
  summary: string;
  cover: string;
  categoryId: string;
  labelIds: string[];
  content: string;
  /** Hidden from readers. */
  disabled: boolean;
}

export interface Draft {
  fields: DraftFields;
  /** When it was written, epoch milliseconds. */
  savedAt: number;
  /**
   * The server's `updatedAt` of the version the draft's changes were made on: a draft over an
   * older version than the server's is not restored blindly (absent in drafts of older releases).
   */
  baseUpdatedAt?: string;
}

export type DraftKey = 'new' | string;

export function draftStorageKey(key: DraftKey): string {
  return DRAFT_STORAGE_PREFIX + key;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function toFields(value: unknown, fallbackDisabled: boolean): DraftFields | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const { title, summary, cover, categoryId, labelIds, content, disabled } = raw;
  if (![title, summary, cover, categoryId, content].every(isString)) return null;
  if (!Array.isArray(labelIds) || !labelIds.every(isString)) return null;
  return {
    title: title as string,
    summary: summary as string,
    cover: cover as string,
    categoryId: categoryId as string,
    labelIds: labelIds as string[],
    content: content as string,
    // A draft from before the status was in the form leaves the status as the article has it.
    disabled: typeof disabled === 'boolean' ? disabled : fallbackDisabled,
  };
}

/** False from a draft storage refused (full, or turned off) until one is stored again. */
let kept = true;
const listeners = new Set<() => void>();

function setKept(next: boolean) {
  if (next === kept) return;
  kept = next;
  listeners.forEach((listener) => listener());
}

/** Whether drafts are being kept on this device (useSyncExternalStore's snapshot). */
export const draftsKept = () => kept;

export function subscribeDraftsKept(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveDraft(
  key: DraftKey,
  fields: DraftFields,
  now: number = Date.now(),
  baseUpdatedAt?: string,
): void {
  try {
    const draft: Draft = { fields, savedAt: now };
    if (baseUpdatedAt) draft.baseUpdatedAt = baseUpdatedAt;
    localStorage.setItem(draftStorageKey(key), JSON.stringify(draft));
    setKept(true);
  } catch {
    // Quota exceeded or storage disabled: the editor keeps working, only the safety net is gone.
    setKept(false);
  }
}

/** `fallbackDisabled`: the status for a draft that does not carry one (written by an older release). */
export function loadDraft(key: DraftKey, fallbackDisabled = false): Draft | null {
  let text: string | null;
  try {
    text = localStorage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    const fields = toFields(parsed?.fields, fallbackDisabled);
    const savedAt = parsed?.savedAt;
    if (!fields || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
    const base = parsed?.baseUpdatedAt;
    return typeof base === 'string' && base
      ? { fields, savedAt, baseUpdatedAt: base }
      : { fields, savedAt };
  } catch {
    return null;
  }
}

export function clearDraft(key: DraftKey): void {
  try {
    localStorage.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** True when two sets of fields say the same thing (a draft equal to the saved article is noise). */
export function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.title === b.title &&
    a.summary === b.summary &&
    a.cover === b.cover &&
    a.categoryId === b.categoryId &&
    a.content === b.content &&
    a.disabled === b.disabled &&
    a.labelIds.length === b.labelIds.length &&
    a.labelIds.every((id, index) => id === b.labelIds[index])
  );
}
