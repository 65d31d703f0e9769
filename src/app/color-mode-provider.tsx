/**
 * Holds the colour mode (remembered choice, else the system's) and keeps <html data-color-mode>
 * and color-scheme in step. Nothing else: the theme's colours are CSS variables for both schemes
 * in a static stylesheet (src/theme/theme-stylesheet.ts), selected by that attribute, so the
 * markup is the same in both modes, a prerendered page hydrates as it is, and the reading side
 * loads no styling code. MUI's theme is given only to the screens built with MUI's components
 * (console-theme-provider.tsx), in their own chunks.
 */
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyColorModeToDocument,
  ColorModeContext,
  DARK_SCHEME_QUERY,
  readStoredColorMode,
  storeColorMode,
  systemColorMode,
  type ColorMode,
} from '@/lib/color-mode';
import { useMediaQueryValue } from '@/lib/use-media-query';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ColorMode | null>(readStoredColorMode);
  const system = useMediaQueryValue(DARK_SCHEME_QUERY, systemColorMode);
  const mode = choice ?? system;

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    storeColorMode(next);
    setChoice(next);
  }, [mode]);

  // Before paint, so the page background and form controls switch together with the variables.
  // The bootstrap script has already set the same mode, by the same rule, before the first paint.
  useLayoutEffect(() => applyColorModeToDocument(mode), [mode]);

  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={context}>{children}</ColorModeContext.Provider>;
}
