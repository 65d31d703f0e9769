/**
 * The mock backend's in-memory database: one state object, seeded deterministically, changed
 * only through the data functions in mocks/data/, which call `markWritten()` after each write so
 * that the browser can persist it.
 */
import type { DbState, Id, Table } from './schema';
import { createSeed } from './seed/create-seed';

// The row types' home is schema.ts; the data functions and handlers import them from here too.
export type { ArticleRow, DayStats, DbState, FileRow, Id, Table, TaxonomyRow } from './schema';

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
