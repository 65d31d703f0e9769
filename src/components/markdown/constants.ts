/** How long a copy button says "Copied" before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;
/** Marks each block of the editor preview with the source line it starts on (for scroll sync). */
export const SOURCE_LINE_ATTR = 'data-source-line';
/**
 * From this length of source an article's blocks are laid out and painted only as they come near
 * the viewport (`.markdown-body--long`, content-visibility), so a very long article's first screen
 * does not wait on the rest. Shorter ones render whole, as they are cheap.
 */
export const LONG_ARTICLE_CHARS = 20000;
