/** The app theme for one colour mode, built from the primitives, typography and overrides. */
import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from '@/lib/color-mode';
import { componentOverrides } from './components';
import { palettes } from './primitives';
import { typography } from './typography';

export function createAppTheme(mode: ColorMode, reducedMotion = false): Theme {
  return createTheme({
    palette: palettes[mode],
    typography,
    shape: { borderRadius: 8 },
    components: componentOverrides(reducedMotion),
    // MUI's own transitions (menus, dialogs, the back-to-top button) become instant.
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  });
}
