/**
 * Holds the colour mode (remembered choice, else the system's) and keeps <html data-color-mode>
 * and color-scheme in step. The theme carries both schemes as CSS variables selected by that
 * attribute, so the markup is the same in both modes and a prerendered page hydrates as it is.
 */
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import {
  applyColorModeToDocument,
  ColorModeContext,
  DARK_SCHEME_QUERY,
  readStoredColorMode,
  storeColorMode,
  systemColorMode,
  type ColorMode,
} from '@/lib/color-mode';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '@/lib/scroll';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQueryValue } from '@/lib/use-media-query';
import { createAppTheme } from './theme/create-app-theme';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ColorMode | null>(readStoredColorMode);
  const system = useMediaQueryValue(DARK_SCHEME_QUERY, systemColorMode);
  const reducedMotion = useMediaQueryValue(REDUCED_MOTION_QUERY, prefersReducedMotion);
  // The theme changes class names, so it follows the reader's motion setting only after a
  // prerendered page is taken over (the server cannot know it).
  const hydrated = useHydrated();
  const mode = choice ?? system;

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    storeColorMode(next);
    setChoice(next);
  }, [mode]);

  // Before paint, so the page background and form controls switch together with the theme. The
  // bootstrap script has already set the same mode, by the same rule, before the first paint.
  useLayoutEffect(() => applyColorModeToDocument(mode), [mode]);

  // Keyed on the one value the theme reads: taking over a page (hydrated turning true) must not
  // build a new theme object, which would re-render and re-style every component at once.
  const motionReduced = hydrated && reducedMotion;
  const theme = useMemo(() => createAppTheme(motionReduced), [motionReduced]);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);

  return (
    <ColorModeContext.Provider value={context}>
      {/* This provider owns the mode and the attribute: MUI neither stores nor writes them.
          noSsr: MUI's colour-scheme context is computed at once instead of switching from its
          server values right after hydrating; that switch, a context above the page, made React
          hydrate the page's lazy part in one long task (the home page's longest, 110-130 ms at
          4x CPU). No markup reads it. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} noSsr>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
