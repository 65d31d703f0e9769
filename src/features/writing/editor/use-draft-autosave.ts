/**
 * Keeps a local draft of the form while it differs from what the server has: written a moment
 * after typing stops, and at once when the page is hidden or closed (the debounce must not cost
 * the last words). Also finds a draft left by an earlier visit, to offer it back, and tells whether
 * this device is keeping drafts at all.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  clearDraft,
  draftsKept,
  loadDraft,
  sameFields,
  saveDraft,
  subscribeDraftsKept,
  type Draft,
  type DraftFields,
  type DraftKey,
} from './draft-store';

/** Quiet time after the last keystroke before the draft is written. */
export const DRAFT_SAVE_DEBOUNCE_MS = 400;

export function useDraftAutosave(
  key: DraftKey,
  fields: DraftFields,
  dirty: boolean,
  initial: DraftFields,
  /** The server version (`updatedAt`) the changes are made on; '' for a new article. */
  version: string,
) {
  // Read once, on mount: only a draft from before this visit is "offered back".
  const [offer, setOffer] = useState<Draft | null>(() => {
    const draft = loadDraft(key, initial.disabled);
    return draft && !sameFields(draft.fields, initial) ? draft : null;
  });
  const pending = useRef<{ key: DraftKey; fields: DraftFields; version: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!dirty) return;
    pending.current = { key, fields, version };
    timer.current = window.setTimeout(() => {
      saveDraft(key, fields, Date.now(), version);
      pending.current = null;
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer.current);
  }, [key, fields, dirty, version]);

  useEffect(() => {
    const flush = () => {
      const last = pending.current;
      if (last) saveDraft(last.key, last.fields, Date.now(), last.version);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the editor in-app (after the prompt) also keeps the last words.
      flush();
    };
  }, []);

  const dismissOffer = useCallback(() => setOffer(null), []);
  /** After a successful save: the server has it all, no draft to keep or write. */
  const forget = useCallback((...keys: DraftKey[]) => {
    // A draft still waiting for its quiet time must not be written after the save either.
    window.clearTimeout(timer.current);
    pending.current = null;
    keys.forEach(clearDraft);
  }, []);
  // Stable functions: the form's save (and the save bar that calls it) is not made again at each key.
  return { offer, dismissOffer, forget };
}

/** False while this device refuses drafts (storage full or turned off), true again once one is kept. */
export const useDraftsKept = () =>
  useSyncExternalStore(subscribeDraftsKept, draftsKept, draftsKept);
