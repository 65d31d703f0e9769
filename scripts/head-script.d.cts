/** Types of head-script.cjs (every page's inline head script, at build time). */
export function headScriptText(): string;
export function scriptHash(text: string): string;
