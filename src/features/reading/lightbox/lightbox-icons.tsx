/**
 * The lightbox's previous and next chevrons (Material's NavigateBefore and NavigateNext) and its
 * zoom glyphs (ZoomIn, ZoomOut, FitScreen), drawn here rather than imported from components/icons:
 * the list pages use the chevrons, and a third chunk using them moved them into public-shared,
 * which every public page loads (about 0.1 KiB each); the zoom glyphs are the lightbox's alone.
 */
import { createPlainIcon } from '@/components/icons/plain-icon';

export const PreviousIcon = createPlainIcon(
  'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  'NavigateBefore',
);

export const NextIcon = createPlainIcon(
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  'NavigateNext',
);

/** The magnifier both zoom glyphs share, then the plus or the minus inside it. */
const MAGNIFIER =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

export const ZoomInIcon = createPlainIcon(`${MAGNIFIER}M12 10h-2v2H9v-2H7V9h2V7h1v2h2z`, 'ZoomIn');

export const ZoomOutIcon = createPlainIcon(`${MAGNIFIER}M7 9h5v1H7z`, 'ZoomOut');

export const FitIcon = createPlainIcon(
  'M17 4h3c1.1 0 2 .9 2 2v2h-2V6h-3zM4 8V6h3V4H4c-1.1 0-2 .9-2 2v2zm16 8v2h-3v2h3c1.1 0 2-.9 2-2v-2zM7 18H4v-2H2v2c0 1.1.9 2 2 2h3zM18 8H6v8h12z',
  'FitScreen',
);
