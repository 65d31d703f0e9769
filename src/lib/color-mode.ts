/**
 * Colour mode: light or dark. An explicit choice is remembered in local storage; without one the
 * system setting wins. The head script (src/head/head-script.js) applies the same rule before the
 * first paint, so the page never flashes the wrong theme; keep the two in step.
 */
import { createContext, useContext } from 'react';
import { THEME_STORAGE_KEY } from '@/config/constants';
import { matchesMedia } from './use-media-query';

export type ColorMode = 'light' | 'dark';

/** Page backgrounds, shared with src/head/head-script.js, the pre-paint script (which cannot import them). */
export const PAGE_BACKGROUND: Record<ColorMode, string> = { light: '#fbfaf8', dark: '#15171a' };

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The remembered choice, or null when the visitor never chose (follow the system). */
export function readStoredColorMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isColorMode(value) ? value : null;
  } catch {
    return null; // storage can be blocked (private modes, strict cookie settings)
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not remembered, but the switch still works for this visit.
  }
}

export function systemColorMode(): ColorMode {
  return matchesMedia(DARK_SCHEME_QUERY) ? 'dark' : 'light';
}

/** Mirrors the mode onto <html> for CSS that cannot read the MUI theme (and for form controls). */
export function applyColorModeToDocument(mode: ColorMode): void {
  const root = document.documentElement;
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = PAGE_BACKGROUND[mode];
}

export interface ColorModeContextValue {
  mode: ColorMode;
  toggle: () => void;
}

export const ColorModeContext = createContext<ColorModeContextValue>({
  mode: 'light',
  toggle: () => undefined,
});

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
