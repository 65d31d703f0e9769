/** The right chevron (Material's NavigateNext), for the list's "next page" link. */
import { createPlainIcon } from './plain-icon';

export const NavigateNextIcon = createPlainIcon(
  'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
  'NavigateNext',
);
