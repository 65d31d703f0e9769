export declare const BUILD_HOOK_ORIGINS: string[];
export declare const CONSOLE_LOCATION: string;
export declare const EMPTY_STYLE_HASH: string;
export declare const EXAMPLE_API_ORIGIN: string;
export declare const HEAD_SCRIPT_HASH: string;
export interface CspOptions {
  apiOrigin?: string | null;
  /** The console's policy (emotion's empty <style> elements allowed), else the public pages'. */
  console?: boolean;
  styleHashes?: string[];
  scriptHashes?: string[];
  meta?: boolean;
}
export declare function cspDirectives(options?: CspOptions): [string, string[]][];
export declare function contentSecurityPolicy(options?: CspOptions): string;
export declare function isConsolePath(pathname: string): boolean;
export declare function policyFor(pathname: string, options?: Omit<CspOptions, 'console'>): string;
