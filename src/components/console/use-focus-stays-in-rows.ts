/**
 * When the row holding the focus goes (deleted alone or in bulk, from its confirm dialog or not),
 * the focus goes to the same control of the row that took its place, or of the last row, or to the
 * list itself: never dropped on <body>, where keyboard and screen-reader users start again from the
 * top of the page. Rows are the container's elements marked `data-row`.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Place {
  element: HTMLElement;
  row: number;
  control: number;
}

const rowsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-row]'));
const controlsOf = (row: HTMLElement) => Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE));

export function useFocusStaysInRows(container: RefObject<HTMLElement | null>): void {
  const last = useRef<Place | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const record = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      const row = element.closest<HTMLElement>('[data-row]');
      last.current = row
        ? { element, row: rowsOf(root).indexOf(row), control: controlsOf(row).indexOf(element) }
        : null;
    };
    root.addEventListener('focusin', record);
    return () => root.removeEventListener('focusin', record);
  }, [container]);

  // After every render (rows removed, a dialog closed), once the browser has settled the focus.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const root = container.current;
      const place = last.current;
      if (!root || !place || place.element.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      last.current = null;
      const rows = rowsOf(root);
      const row = rows[Math.min(place.row, rows.length - 1)];
      const controls = row ? controlsOf(row) : [];
      const target = controls[place.control] ?? controls[0] ?? root;
      if (target === root && !root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
      target.focus();
    });
    return () => window.clearTimeout(timer);
  });
}
