/** Typography first: body 16 px on phones and 17 px from tablets up, line height 1.7, clear heading steps. */
import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fonts } from './primitives';

const WIDE = '@media (min-width:900px)';

export const typography: TypographyVariantsOptions = {
  fontFamily: fonts.sans,
  h1: {
    fontFamily: fonts.serif,
    fontWeight: 700,
    fontSize: '2rem',
    lineHeight: 1.2,
    letterSpacing: '-0.01em',
    [WIDE]: { fontSize: '2.5rem' },
  },
  h2: {
    fontFamily: fonts.serif,
    fontWeight: 700,
    fontSize: '1.625rem',
    lineHeight: 1.25,
    [WIDE]: { fontSize: '1.875rem' },
  },
  h3: {
    fontFamily: fonts.serif,
    fontWeight: 700,
    fontSize: '1.375rem',
    lineHeight: 1.3,
    [WIDE]: { fontSize: '1.5rem' },
  },
  h4: { fontFamily: fonts.serif, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.35 },
  h5: { fontWeight: 600, fontSize: '1.125rem', lineHeight: 1.4 },
  h6: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.45 },
  body1: { fontSize: '1rem', lineHeight: 1.7, [WIDE]: { fontSize: '1.0625rem' } },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  subtitle1: { fontSize: '1rem', lineHeight: 1.5, fontWeight: 500 },
  subtitle2: { fontSize: '0.875rem', lineHeight: 1.5, fontWeight: 600 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
  overline: { fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.08em' },
  button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
};
