/** How long a copy button says "Copied" before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;
/** Marks each block of the editor preview with the source line it starts on (for scroll sync). */
export const SOURCE_LINE_ATTR = 'data-source-line';
/**
 * From this length of source an article's blocks are laid out and painted only as they come near
 * the viewport (in parts: article-parts.ts, content-visibility), so a very long article's first
 * screen does not wait on the rest. Shorter ones render whole, as they are cheap.
 */
export const LONG_ARTICLE_CHARS = 20000;
export const isLongArticle = (source: string): boolean => source.length >= LONG_ARTICLE_CHARS;
/** A long article's blocks come in parts of this class (article-parts.ts), of so many blocks. */
export const PART_CLASS = 'md-part';
export const PART_MIN_BLOCKS = 24;
export const PART_MAX_BLOCKS = 48;
/** A run of CJK text inside an <em>, dotted rather than slanted (cjk-emphasis.ts, markdown.css). */
export const CJK_EMPHASIS_CLASS = 'md-cjk-em';
/**
 * From this length of source, an article the app renders itself (one the prerender has not
 * seen) is rendered in steps: runs of about STEP_CHARS of whole blocks, parsed, sanitized and
 * appended one after another, as many as fit in STEP_BUDGET_MS per task. The first screen is up
 * after the first run instead of after the whole document (a 1 MiB article was one task of over
 * half a second), and the page stays responsive while the rest arrives.
 */
export const STEPWISE_MIN_CHARS = 64_000;
export const STEP_CHARS = 12_000;
export const STEP_BUDGET_MS = 25;
