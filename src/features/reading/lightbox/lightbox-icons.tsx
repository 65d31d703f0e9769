/**
 * The lightbox's previous and next chevrons (Material's NavigateBefore and NavigateNext), drawn
 * here rather than imported from components/icons: the list pages use those, and a third chunk
 * using them moved them into public-shared, which every public page loads (about 0.1 KiB each).
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
