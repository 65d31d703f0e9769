/**
 * The anonymous visitor key the analysis event carries: a random id kept in local storage, so
 * the backend can count unique visitors without knowing who they are.
 */
import { VISITOR_KEY_STORAGE_KEY } from '@/config/constants';

// When storage is blocked (private modes, disabled cookies) the key lives as long as the page.
let memoryKey: string | null = null;

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function getVisitorKey(): string {
  try {
    const stored = localStorage.getItem(VISITOR_KEY_STORAGE_KEY);
    if (stored) return stored;
    const key = memoryKey ?? randomKey();
    localStorage.setItem(VISITOR_KEY_STORAGE_KEY, key);
    return key;
  } catch {
    memoryKey ??= randomKey();
    return memoryKey;
  }
}
