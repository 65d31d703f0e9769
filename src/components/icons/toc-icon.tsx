/** Lines of a list (Material's Toc), for the phone's "Contents" button. */
import { createPlainIcon } from './plain-icon';

export const TocIcon = createPlainIcon(
  'M3 9h14V7H3zm0 4h14v-2H3zm0 4h14v-2H3zm16 0h2v-2h-2zm0-10v2h2V7zm0 6h2v-2h-2z',
  'Toc',
);
