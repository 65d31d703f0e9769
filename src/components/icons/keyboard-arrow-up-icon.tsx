/** The chevron up (Material's KeyboardArrowUp), for back-to-top. */
import { createPlainIcon } from './plain-icon';

export const KeyboardArrowUpIcon = createPlainIcon(
  'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z',
  'KeyboardArrowUp',
);
