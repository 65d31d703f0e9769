/**
 * The mock backend's in-memory database: one state object, seeded deterministically, changed
 * only through the data functions in mocks/data/, which call `markWritten()` after each write so
 * that the browser can persist it.
 */
import { createSeed } from './seed/create-seed';

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

let state: DbState = createSeed();
const listeners = new Set<() => void>();

export const getDb = (): DbState => state;

/** Back to the seed (jest calls it before each test; `?reset-demo` in the browser). */
export function resetDb(): void {
  state = createSeed();
}

/** Replaces the whole state (the browser restoring what it saved). */
export function replaceDb(next: DbState): void {
  state = next;
}

export function nextId(table: Table): Id {
  state.lastIds[table] += 1;
  return state.lastIds[table];
}

export function markWritten(): void {
  listeners.forEach((listener) => listener());
}

export function onWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
