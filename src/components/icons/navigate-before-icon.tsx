/** The left chevron (Material's NavigateBefore), for the list's "previous page" link. */
import { createPlainIcon } from './plain-icon';

export const NavigateBeforeIcon = createPlainIcon(
  'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  'NavigateBefore',
);
