/**
 * The owner's rebuild hook, kept in this browser only (local storage, REBUILD_HOOK_STORAGE_KEY),
 * never in config.js: config.js is public, and anyone with a build hook's address can start
 * builds. Two kinds: a host's build hook (Netlify, Vercel, Cloudflare Pages: an address to POST,
 * no token) and the prerender's own (`npm run prerender -- --listen`: an address and its token).
 */
import { useSyncExternalStore } from 'react';
import { REBUILD_HOOK_STORAGE_KEY } from '@/config/constants';
import type { MessageId } from '@/i18n/i18n';

export type RebuildHookKind = 'host' | 'prerender';

export interface RebuildSettings {
  kind: RebuildHookKind;
  url: string;
  /** The prerender's PRERENDER_HOOK_TOKEN ('' for a host's hook). */
  token: string;
  /** Rebuild after each publish, disable or delete. */
  afterChanges: boolean;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: RebuildSettings | null } = {
  raw: null,
  settings: null,
};

function parse(raw: string | null): RebuildSettings | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<RebuildSettings> | null;
    if (!value || typeof value.url !== 'string') return null;
    return {
      kind: value.kind === 'prerender' ? 'prerender' : 'host',
      url: value.url,
      token: typeof value.token === 'string' ? value.token : '',
      afterChanges: value.afterChanges === true,
    };
  } catch {
    return null;
  }
}

/** The saved settings, or null (none, or storage blocked). The same object until they change. */
export function readRebuildSettings(): RebuildSettings | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(REBUILD_HOOK_STORAGE_KEY);
  } catch {
    // Storage blocked: no hook.
  }
  if (raw !== cached.raw) cached = { raw, settings: parse(raw) };
  return cached.settings;
}

/** Saves (or, with null, forgets) the settings; false when this browser refuses to keep them. */
export function writeRebuildSettings(settings: RebuildSettings | null): boolean {
  try {
    if (settings) localStorage.setItem(REBUILD_HOOK_STORAGE_KEY, JSON.stringify(settings));
    else localStorage.removeItem(REBUILD_HOOK_STORAGE_KEY);
    return true;
  } catch {
    return false;
  } finally {
    listeners.forEach((listener) => listener());
  }
}

/** This tab's changes, and another tab's (the storage event). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === REBUILD_HOOK_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useRebuildSettings = (): RebuildSettings | null =>
  useSyncExternalStore(subscribe, readRebuildSettings);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an address cannot be a rebuild hook, or null. https only (the address, or the token sent
 * with it, would cross the network readable), http for this machine alone.
 */
export function hookUrlProblem(url: string): MessageId | null {
  const trimmed = url.trim();
  if (!trimmed) return 'console.site.settings.urlMissing';
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return 'console.site.settings.urlNotAddress';
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:') {
    return LOCAL_HOSTS.has(parsed.hostname) ? null : 'console.site.settings.urlNotHttps';
  }
  return 'console.site.settings.urlNotAddress';
}
