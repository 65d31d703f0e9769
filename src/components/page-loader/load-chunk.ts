/**
 * Loading a page's chunk: one quiet retry for a flaky network, and one guarded reload when the
 * chunk belongs to an older deploy and is gone from the server (the new index.html names new files).
 */
import { reloadPage } from './reload-page';

/** Session flag: set just before the reload, so a chunk that is still missing afterwards cannot loop. */
export const CHUNK_RELOAD_FLAG = 'chunkReloaded';

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

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_FLAG) !== null;
  } catch {
    return true; // without storage we cannot guard a reload, so never reload
  }
}

function writeFlag(set: boolean): void {
  try {
    if (set) sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    else sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // ignored: see readFlag
  }
}

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await load();
  } catch {
    try {
      result = await load();
    } catch (error) {
      if (isChunkLoadError(error) && !readFlag()) {
        writeFlag(true);
        reloadPage();
        // Keep the progress bar up while the browser reloads.
        return new Promise<T>(() => undefined);
      }
      throw new PageLoadError(error);
    }
  }
  // Loaded: a later deploy may reload once again.
  writeFlag(false);
  return result;
}
