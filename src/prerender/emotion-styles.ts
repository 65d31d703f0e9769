/**
 * Critical CSS without @emotion/server: an emotion cache in "compat" mode keeps every rule it
 * inserts in `cache.inserted` instead of writing <style> tags into the markup. The rules then go
 * into one <style data-emotion="css id id …"> in <head>, the form emotion's browser cache adopts
 * on start-up (it marks those ids inserted), so the browser does not insert them again.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { escapeMarkup } from './escape';

/** The browser's default emotion key, which MUI's styles use there. */
const CACHE_KEY = 'css';

export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: CACHE_KEY });
  cache.compat = true;
  return cache;
}

export interface CriticalStyles {
  ids: string[];
  css: string;
}

/** The theme's dark colour variables, as MUI writes them for the attribute selector. */
const DARK_VARIABLES = /\[data-color-mode="dark"\]\{([^{}]*)\}/;

/**
 * Without script the colour-mode bootstrap cannot set the attribute: the dark variables then
 * follow the system setting, so a reader with JavaScript off still gets their scheme.
 */
function withSystemDarkFallback(css: string): string {
  const dark = DARK_VARIABLES.exec(css)?.[1];
  return dark
    ? `${css}@media (prefers-color-scheme: dark){:root:not([data-color-mode]){${dark}}}`
    : css;
}

export function criticalStyles(cache: EmotionCache): CriticalStyles {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return { ids, css: withSystemDarkFallback(css) };
}

/** Rules are emotion's own serialisation of the theme and components; `<` cannot occur in them. */
export function styleTag({ ids, css }: CriticalStyles): string {
  return `<style data-emotion="${escapeMarkup(`${CACHE_KEY} ${ids.join(' ')}`)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
