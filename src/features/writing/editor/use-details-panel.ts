/**
 * Open or closed, the details panel. Docked beside the text, it stays as the owner last left it
 * (remembered on this device); as a drawer over the text it always starts closed.
 */
import { useCallback, useState } from 'react';
import { EDITOR_DETAILS_STORAGE_KEY } from '@/config/constants';

function readPreference(): boolean {
  try {
    return localStorage.getItem(EDITOR_DETAILS_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writePreference(open: boolean): void {
  try {
    localStorage.setItem(EDITOR_DETAILS_STORAGE_KEY, String(open));
  } catch {
    // Storage unavailable: the panel just forgets its state next time.
  }
}

export function useDetailsPanel(docked: boolean) {
  const [dockedOpen, setDockedOpen] = useState(readPreference);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const setOpen = useCallback(
    (open: boolean) => {
      if (docked) {
        setDockedOpen(open);
        writePreference(open);
      } else {
        setDrawerOpen(open);
      }
    },
    [docked],
  );
  return { open: docked ? dockedOpen : drawerOpen, setOpen };
}
