/**
 * Holds the colour mode (remembered choice, else the system's), gives MUI the matching theme and
 * keeps <html data-color-mode> and color-scheme in step for CSS outside the theme.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
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
import { prefersReducedMotion } from '@/lib/scroll';
import { createAppTheme } from './theme/create-app-theme';

/** Subscribes to a media query; a no-op where matchMedia is missing (old browsers, jsdom). */
function useMediaQueryValue<T>(query: string, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(read());
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query, read]);
  return value;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<ColorMode | null>(readStoredColorMode);
  const system = useMediaQueryValue(DARK_SCHEME_QUERY, systemColorMode);
  const reducedMotion = useMediaQueryValue(
    '(prefers-reduced-motion: reduce)',
    prefersReducedMotion,
  );
  const mode = choice ?? system;

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    storeColorMode(next);
    setChoice(next);
  }, [mode]);

  // Before paint, so the page background and form controls switch together with the theme.
  useLayoutEffect(() => applyColorModeToDocument(mode), [mode]);

  const theme = useMemo(() => createAppTheme(mode, reducedMotion), [mode, reducedMotion]);
  const context = useMemo(() => ({ mode, toggle }), [mode, toggle]);

  return (
    <ColorModeContext.Provider value={context}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
