/** How long a copy button says "Copied" before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;
