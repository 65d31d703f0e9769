/**
 * The mock database's row types: what a table holds. A file of its own so that the seed (which
 * builds rows) and the database (which holds them) both import it, without importing each other.
 */
export type Id = number;

export interface ArticleRow {
  id: Id;
  title: string;
  summary: string;
  content: string;
  cover: string | null;
  categoryId: Id | null;
  labelIds: Id[];
  views: number;
  disabled: boolean;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TaxonomyRow {
  id: Id;
  name: string;
  disabled: boolean;
  createdAt: string;
}

export interface FileRow {
  id: Id;
  name: string;
  size: number;
  mimeType: string;
  createdAt: string;
  /** null when the bytes could not be kept (e.g. too large for the browser's storage). */
  bytes: Uint8Array<ArrayBuffer> | null;
}

export interface DayStats {
  pv: number;
  uv: number;
  /** Visitor keys seen that day, for counting unique visitors. */
  keys: string[];
}

export interface DbState {
  articles: ArticleRow[];
  categories: TaxonomyRow[];
  labels: TaxonomyRow[];
  files: FileRow[];
  /** Daily page views and visitors, by `YYYY-MM-DD`. */
  analysis: Record<string, DayStats>;
  /** Valid session tokens. */
  sessions: string[];
  /** The last id handed out per table (ids are never reused, as in a real database). */
  lastIds: Record<Table, Id>;
}

export type Table = 'articles' | 'categories' | 'labels' | 'files';
