declare const __APP_VERSION__: string;
declare const __API_BASE__: string;
declare module '*.module.css' {
  /** A CSS module's class names, scoped by the build (webpack.config.ts `cssModules`). */
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module 'markdown-it-task-lists';

interface Window {
  BLOG_CONFIG?: Partial<import('./config/runtime-config').BlogConfig> & {
    site?: Partial<import('./config/runtime-config').SiteConfig>;
  };
}
declare module 'stylis' {
  /** stylis 4 (emotion's CSS compiler), used at build time by src/theme/theme-stylesheet.ts. */
  type Element = object;
  type Middleware = (...args: unknown[]) => string | void;
  export function compile(css: string): Element[];
  export function serialize(elements: Element[], callback: Middleware): string;
  export function middleware(collection: Middleware[]): Middleware;
  export const prefixer: Middleware;
  export const stringify: Middleware;
}

/** The catalogs' data files by locale and part (scripts/catalogs.cjs), set by the build. */
declare const __CATALOG_FILES__: Partial<
  Record<string, Partial<Record<'public' | 'console', string>>>
>;
declare module '*.json?public' {
  /** A catalog's public part, compiled (scripts/catalog-loader.cjs). */
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?console' {
  /** A catalog's console part, compiled (scripts/catalog-loader.cjs). */
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?list-page' {
  /** The filtered list page's own words (scripts/catalogs.cjs BUNDLED_APART). */
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?lightbox' {
  /** The article lightbox's own words (scripts/catalogs.cjs BUNDLED_APART). */
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?prerender' {
  /** The prerender's own words (scripts/catalogs.cjs BUNDLED_APART). */
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?quick-search' {
  /** The quick search dialog's own words (scripts/catalogs.cjs BUNDLED_APART). */
  const messages: Record<string, unknown>;
  export default messages;
}
