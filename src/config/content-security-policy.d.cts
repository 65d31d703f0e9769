export declare const EMPTY_STYLE_HASH: string;
export declare const EXAMPLE_API_ORIGIN: string;
export interface CspOptions {
  apiOrigin?: string | null;
  styleHashes?: string[];
  scriptHashes?: string[];
  meta?: boolean;
}
export declare function cspDirectives(options?: CspOptions): [string, string[]][];
export declare function contentSecurityPolicy(options?: CspOptions): string;
