/**
 * MUI's theme, for the screens built with MUI's components only: the console's layout and the
 * sign-in page, each a lazy chunk, so emotion and MUI's styling system load with them and never
 * with a reading page. The theme's CSS variables and the global baseline are already in the
 * entry's static stylesheet (src/theme/theme.css, generated from the same createAppTheme()),
 * so the provider is told not to write them again; MUI's components read the same `--mui-*`
 * variables. It neither stores nor writes the colour mode: ColorModeProvider owns the attribute.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from '@/lib/scroll';
import { useMediaQueryValue } from '@/lib/use-media-query';
import { documentAllowsRuntimeStyles, reloadDocument } from '@/lib/style-policy';
import { createAppTheme } from '@/theme/create-app-theme';
import { createTheme } from '@mui/material/styles';
import { zhCN, type Localization } from '@mui/material/locale';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-t';

/**
 * The words MUI's own components say (pagination's labels, "No options"…) in each language but
 * English, MUI's own: a language added to the app may add its MUI locale here.
 */
const MUI_LOCALES: Partial<Record<Locale, Localization>> = { 'zh-CN': zhCN };

export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQueryValue(REDUCED_MOTION_QUERY, prefersReducedMotion);
  const locale = useLocale();
  const theme = useMemo(() => {
    const base = createAppTheme(reducedMotion);
    const words = MUI_LOCALES[locale];
    return words ? createTheme(base, words) : base;
  }, [reducedMotion, locale]);
  const allowed = documentAllowsRuntimeStyles();
  // Reached in the app from a public page, whose policy blocks emotion's style elements: the
  // address is already the console's, so loading it again gets the console's policy.
  useEffect(() => {
    if (!allowed) reloadDocument();
  }, [allowed]);
  if (!allowed) return null;
  return (
    // noSsr: MUI's colour-scheme context is computed at once (no markup reads it).
    <ThemeProvider
      theme={theme}
      storageManager={null}
      colorSchemeNode={null}
      noSsr
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  );
}
