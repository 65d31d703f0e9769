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
