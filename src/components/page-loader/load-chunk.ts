/**
 * Loading a lazy chunk: one quiet retry for a flaky network, and one guarded reload when the
 * chunk belongs to an older deploy and is gone from the server (the new index.html names new files).
 */
import { reloadPage } from './reload-page';

/**
 * Session key of the guard for one chunk: set just before its reload, so a chunk that is still
 * missing afterwards cannot loop. Keyed by chunk: another chunk loading fine (the console layout
 * before its screen) must not clear this one's guard.
 */
export const chunkReloadKey = (chunk: string) => `chunkReloaded:${chunk}`;

/** Thrown when a page's code could not be loaded, so the boundary can tell it from a page crash. */
export class PageLoadError extends Error {
  constructor(readonly cause: unknown) {
    super('The page could not be loaded');
    this.name = 'PageLoadError';
  }
}

/** webpack names script failures ChunkLoadError; mini-css-extract-plugin tags CSS ones with a code. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED'
  );
}

function hasReloaded(chunk: string): boolean {
  try {
    return sessionStorage.getItem(chunkReloadKey(chunk)) !== null;
  } catch {
    return true; // without storage we cannot guard a reload, so never reload
  }
}

function markReloaded(chunk: string, set: boolean): void {
  try {
    if (set) sessionStorage.setItem(chunkReloadKey(chunk), '1');
    else sessionStorage.removeItem(chunkReloadKey(chunk));
  } catch {
    // ignored: see hasReloaded
  }
}

/**
 * Loads `chunk` (a stable name, e.g. the page's export): one retry, then at most one reload per
 * chunk per session, then a PageLoadError for the boundary's message and Retry.
 */
export async function loadChunk<T>(load: () => Promise<T>, chunk: string): Promise<T> {
  let result: T;
  try {
    result = await load();
  } catch {
    try {
      result = await load();
    } catch (error) {
      if (isChunkLoadError(error) && !hasReloaded(chunk)) {
        markReloaded(chunk, true);
        reloadPage();
        // Keep the progress bar up while the browser reloads.
        return new Promise<T>(() => undefined);
      }
      throw new PageLoadError(error);
    }
  }
  // Loaded: a later deploy may reload once again for this chunk.
  markReloaded(chunk, false);
  return result;
}
