/** The session token in local storage (key from the contract). Storage may be unavailable. */
import { TOKEN_STORAGE_KEY } from '@/config/constants';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* private mode: the session lasts as long as the page */
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing to clear */
  }
}

/**
 * Calls `listener` when another tab of the blog signs in or out (the `storage` event fires in
 * every other tab sharing this origin's local storage, never in the tab that wrote). A cleared
 * storage (`key === null`) counts as a sign-out. Returns the unsubscribe function.
 */
export function onTokenChange(listener: (token: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
    listener(event.key === null ? null : event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
