/**
 * The theme as a static stylesheet, generated at BUILD time (scripts/theme-css-loader.cjs runs
 * this module inside webpack and writes what it returns as src/theme/theme.css's content, into
 * the entry's CSS file): MUI's CSS variables for both schemes under <html data-color-mode>, the
 * dark ones again for the system's setting when no script has set the attribute, CssBaseline's
 * rules with the theme's MuiCssBaseline overrides, and the rule that hides a marked prerendered
 * page. Nothing is computed or inserted at run time: the reading side's stylesheets and the
 * console's MUI components (whose provider is told not to write the variables again) read the same
 * `--mui-*` names from this one file. Serialized by emotion's own serializer and stylis, as
 * emotion would write them.
 */
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { private_createTypography as createTypography } from '@mui/material/styles';
import { PRERENDERED_MARK, ROOT_ID } from '@/lib/page-format/page-ids';
import { COLOR_SCHEME_ATTRIBUTE, createAppTheme } from './create-app-theme';

type Theme = ReturnType<typeof createAppTheme>;
type Styles = Record<string, unknown>;

/** Object styles to CSS text, as emotion's cache writes a global style (with vendor prefixes). */
export function cssText(styles: Styles | Styles[]): string {
  const serialized = serializeStyles([styles as Interpolation<unknown>]);
  return serialize(compile(serialized.styles), middleware([prefixer, stringify]));
}

/**
 * CssBaseline's own rules (@mui/material/CssBaseline, `styles(theme)` without enableColorScheme,
 * which the app never set): the theme writes `color-scheme` with its variables.
 */
function baseline(theme: Theme): Styles {
  const vars = theme.vars ?? theme;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: vars.palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: vars.palette.background.default,
      '@media print': { backgroundColor: vars.palette.common.white },
      '&::backdrop': { backgroundColor: vars.palette.background.default },
    },
  };
}

/** The theme's own MuiCssBaseline overrides (src/theme/components.ts). */
function baselineOverrides(theme: Theme): Styles {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  if (typeof overrides === 'function') return overrides(theme) as Styles;
  return (overrides as Styles | undefined) ?? {};
}

const DARK_VARIABLES = new RegExp(`\\[${COLOR_SCHEME_ATTRIBUTE}="dark"\\]\\{([^{}]*)\\}`);

/**
 * Without script the colour-mode bootstrap cannot set the attribute: the dark variables then
 * follow the system setting, so a reader with JavaScript off still gets their scheme.
 */
function systemDarkFallback(variables: string): string {
  const dark = DARK_VARIABLES.exec(variables)?.[1];
  if (!dark) throw new Error('The theme wrote no dark colour scheme');
  return `@media (prefers-color-scheme: dark){:root:not([${COLOR_SCHEME_ATTRIBUTE}]){${dark}}}`;
}

/**
 * What a page marked by its head script (src/head/head-script.js, before the body is parsed; or
 * the app as it starts, src/lib/page-format/page-stamp.ts) must not show: rendered from another API than config.js names, the whole root (header, sidebar and
 * article are another blog's); served at another location, the main content (the frame is every
 * public route's). The app shows the root again once it has rendered the route afresh.
 */
const MARK = `data-${PRERENDERED_MARK}`;
export const MARKED_PAGE_CSS = `[${MARK}=stale] #${ROOT_ID},[${MARK}=elsewhere] #${ROOT_ID} main{visibility:hidden}`;

/**
 * The theme as MUI's ThemeProvider hands it to CssBaseline (ThemeProviderWithVars): variables
 * without fallback values, typography resolved again against the palette.
 */
function providedTheme(): Theme {
  const theme = createAppTheme();
  return {
    ...theme,
    vars: theme.generateThemeVars?.() ?? theme.vars,
    typography: createTypography(theme.palette, theme.typography),
  } as Theme;
}

/** The whole stylesheet: variables, the no-script fallback, the baseline, the marked-page rule. */
export function themeStylesheet(): string {
  const theme = providedTheme();
  const variables = (theme.generateStyleSheets?.() ?? []).map((sheet) => cssText(sheet as Styles));
  const joined = variables.join('');
  return [
    joined,
    systemDarkFallback(joined),
    cssText([baseline(theme), baselineOverrides(theme)]),
    MARKED_PAGE_CSS,
  ].join('\n');
}
