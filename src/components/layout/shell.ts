/** Shared measurements of the public shell, so the header, body and footer line up. */
export const SHELL_MAX_WIDTH = 1100;
export const SIDEBAR_WIDTH = 296;
export const shellGutters = { px: { xs: 2, sm: 3 } } as const;
