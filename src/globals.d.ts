declare const __APP_VERSION__: string;
declare const __API_BASE__: string;
declare module '*.css';
declare module 'markdown-it-task-lists';

interface Window {
  BLOG_CONFIG?: Partial<import('./config/runtime-config').BlogConfig> & {
    site?: Partial<import('./config/runtime-config').SiteConfig>;
  };
}
