/**
 * A filled button's label stays readable: every intent colour of both schemes and the text drawn
 * on it meet WCAG AA (4.5:1), and the colour itself, drawn as an icon or an outline on the paper,
 * meets the 3:1 asked of non-text marks. MUI's own warning orange under white fails the first
 * (3.1:1), which the console's "Restore the draft" and "Leave" buttons showed.
 */
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './create-app-theme';

/** The colours the app draws filled (contained buttons, chips); info is only ever a tint. */
const INTENTS = ['primary', 'secondary', 'error', 'warning', 'success'] as const;
const schemes = createAppTheme().colorSchemes;

describe.each(['light', 'dark'] as const)('the %s palette', (scheme) => {
  const palette = schemes[scheme]!.palette;
  it.each(INTENTS)(
    '%s: its label at 4.5:1 or more, the colour on the paper at 3:1 or more',
    (intent) => {
      const { main, contrastText } = palette[intent];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(3);
    },
  );
});
