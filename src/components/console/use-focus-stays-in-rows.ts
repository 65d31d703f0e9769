/**
 * When the row holding the focus is deleted (from its confirm dialog or not), the focus goes to
 * the same control of the row that took its place, or of the row now last, or to the page's
 * heading when no row is left: never dropped on <body>, where keyboard and screen-reader users
 * start again from the top of the page. Rows are the container's elements marked `data-row`.
 *
 * Only while the focus is in a row, or has gone from a row into a dialog (the confirm dialog): the
 * moment the owner moves on (focus or a press anywhere else), a row that later leaves (a search,
 * a page change) takes nothing with it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { focusHeading } from '@/components/layout/use-route-focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const DIALOG = '[role="dialog"], [role="alertdialog"]';

interface Place {
  element: HTMLElement;
  row: number;
  control: number;
}

const rowsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-row]'));
// Drawn controls only: a column hidden on this screen width has controls that cannot take focus.
const controlsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.checkVisibility?.() ?? true,
  );

const pageHeading = () =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

export function useFocusStaysInRows(container: RefObject<HTMLElement | null>): void {
  const last = useRef<Place | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const record = (event: Event) => {
      const element = event.target as HTMLElement;
      const row = root.contains(element) ? element.closest<HTMLElement>('[data-row]') : null;
      if (row) {
        last.current = {
          element,
          row: rowsOf(root).indexOf(row),
          control: controlsOf(row).indexOf(element),
        };
      } else if (!element.closest?.(DIALOG)) {
        last.current = null;
      }
    };
    const pressed = (event: Event) => {
      const target = event.target as HTMLElement;
      if (!root.contains(target) && !target.closest?.(DIALOG)) last.current = null;
    };
    document.addEventListener('focusin', record);
    document.addEventListener('pointerdown', pressed);
    return () => {
      document.removeEventListener('focusin', record);
      document.removeEventListener('pointerdown', pressed);
    };
  }, [container]);

  // After a render (rows removed, the dialog closed), once the browser has settled the focus.
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
      const control = controls[place.control] ?? controls[0];
      if (control) control.focus();
      else {
        const heading = pageHeading();
        if (heading) focusHeading(heading);
      }
    });
    return () => window.clearTimeout(timer);
  });
}
