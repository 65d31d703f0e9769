/**
 * The app theme, built from the primitives, typography and overrides. Both colour schemes live in
 * it as CSS variables, switched by <html data-color-mode> (set before the first paint by the
 * colour-mode bootstrap), so one prerendered HTML file serves light and dark readers alike and the
 * markup never depends on the scheme.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { componentOverrides } from './components';
import { palettes } from './primitives';
import { typography } from './typography';

declare module '@mui/material/styles' {
  // Types `theme.vars`, `theme.colorSchemes` and the CSS-variables provider props.
  interface CssThemeVariables {
    enabled: true;
  }
}

/** The attribute the bootstrap script and the colour-mode provider write on <html>. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-mode';

export function createAppTheme(reducedMotion = false): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
    typography,
    shape: { borderRadius: 8 },
    components: componentOverrides(reducedMotion),
    // MUI's own transitions (menus, dialogs, the back-to-top button) become instant.
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  });
}
