/**
 * Saving the demo database to local storage and reading it back, so that the owner's edits in
 * the browser demo survive a reload. Best effort: large uploads keep their record but not their
 * bytes, and anything unreadable is ignored (the seed is used instead).
 */
import type { DbState } from './db';

export const STORAGE_KEY = 'blog-demo-db';
const FORMAT = 1;
/** Files above this size are not written to local storage (its quota is a few MB). */
const MAX_STORED_FILE_BYTES = 256 * 1024;

interface Stored {
  format: number;
  state: Omit<DbState, 'files'> & {
    files: (Omit<DbState['files'][number], 'bytes'> & { bytes: string | null })[];
  };
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export function serialise(state: DbState): string {
  const stored: Stored = {
    format: FORMAT,
    state: {
      ...state,
      files: state.files.map((file) => ({
        ...file,
        bytes:
          file.bytes && file.bytes.byteLength <= MAX_STORED_FILE_BYTES
            ? toBase64(file.bytes)
            : null,
      })),
    },
  };
  return JSON.stringify(stored);
}

export function deserialise(text: string | null): DbState | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Stored;
    if (stored?.format !== FORMAT || !Array.isArray(stored.state?.articles)) return null;
    return {
      ...stored.state,
      files: stored.state.files.map((file) => ({
        ...file,
        bytes: file.bytes ? fromBase64(file.bytes) : null,
      })),
    };
  } catch {
    return null;
  }
}
