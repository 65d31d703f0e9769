/** Which headings the table of contents lists, the same in the sidebar and in the phone drawer. */
import type { MarkdownHeading } from '@/components/markdown/types';

/** Deeper levels make the list long without helping to find one's way. */
const MAX_TOC_LEVEL = 3;

export const tocEntries = (headings: MarkdownHeading[]) =>
  headings.filter((heading) => heading.level <= MAX_TOC_LEVEL);
