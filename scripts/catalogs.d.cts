/** Types of catalogs.cjs (the message catalogs at build time). */
export type CatalogPart = 'public' | 'console';
export const CATALOG_DIR: string;
export const DEFAULT_LOCALE: string;
export const PARTS: CatalogPart[];
export const BUNDLES: string[];
export function partOf(id: string): CatalogPart;
export function bundleOf(id: string): string;
export function catalogLocales(): string[];
export function readCatalog(locale: string): Record<string, string>;
export function compilePart(
  messages: Record<string, string>,
  part: CatalogPart,
  short?: boolean,
): Record<string, unknown>;
export function compileBundle(
  messages: Record<string, string>,
  bundle: string,
  short?: boolean,
): Record<string, unknown>;
export function shortIds(): Map<string, string>;
export function catalogDataFiles(short?: boolean): {
  files: Record<string, string>;
  names: Record<string, Record<CatalogPart, string>>;
};
