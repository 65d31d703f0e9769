/** How long a copy button says "Copied" before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;
/** Marks each block of the editor preview with the source line it starts on (for scroll sync). */
export const SOURCE_LINE_ATTR = 'data-source-line';
