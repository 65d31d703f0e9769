/**
 * The save bar's "needs" links: each takes the owner to the field a save still needs (the text,
 * the title, or a detail, opening the details panel or drawer first).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { SIDE_PANEL_ID } from './editor-side-panel';
import type { RequiredField } from './validation';

interface Options {
  contentRef: RefObject<HTMLElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  detailsOpen: boolean;
  setDetailsOpen: (open: boolean) => void;
}

export function useGoToField({ contentRef, formRef, detailsOpen, setDetailsOpen }: Options) {
  // A detail field to focus once its panel (or drawer) is shown: a hidden field takes no focus.
  // This effect runs after the drawer's own focus trap has focused the drawer on opening.
  const [pendingFocus, setPendingFocus] = useState<RequiredField | null>(null);
  useEffect(() => {
    if (!pendingFocus || !detailsOpen) return;
    setPendingFocus(null);
    const target = document.querySelector<HTMLElement>(
      `#${SIDE_PANEL_ID} [data-field="${pendingFocus}"] :is(input, textarea, select)`,
    );
    target?.focus();
    target?.scrollIntoView?.({ block: 'nearest' });
  }, [pendingFocus, detailsOpen]);
  return useCallback(
    (field: RequiredField) => {
      if (field === 'content') {
        contentRef.current?.focus();
        contentRef.current?.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      if (field === 'title') {
        formRef.current
          ?.querySelector<HTMLElement>('[data-field="title"] :is(input, textarea)')
          ?.focus();
        return;
      }
      setDetailsOpen(true);
      setPendingFocus(field);
    },
    [contentRef, formRef, setDetailsOpen],
  );
}
