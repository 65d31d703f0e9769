/**
 * The room the page's scrollbar takes, which an overlay's scroll lock frees (the body's overflow
 * hidden while a modal dialog is open): measured as the overlay opens and made up for by the
 * body's padding (`var(--scrollbar-room)` in the overlay's stylesheet), so nothing behind it
 * moves. A measured value, not a design one. Shared by the contents drawer and the lightbox.
 */
const ROOM = '--scrollbar-room';

export function holdScrollbarRoom(): void {
  const room = window.innerWidth - document.documentElement.clientWidth;
  if (room > 0) document.body.style.setProperty(ROOM, `${room}px`);
}

export function releaseScrollbarRoom(): void {
  document.body.style.removeProperty(ROOM);
}
