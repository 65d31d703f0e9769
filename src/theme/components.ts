/** Typed component overrides: quiet surfaces, no shouting buttons, visible keyboard focus. */
import type { Components, Theme } from '@mui/material/styles';
import { cjkBaseline } from './cjk';
import { fonts } from './primitives';

export function componentOverrides(reducedMotion: boolean): Components<Omit<Theme, 'components'>> {
  return {
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        html: { WebkitTextSizeAdjust: '100%' },
        body: { overflowX: 'hidden', textRendering: 'optimizeLegibility' },
        'code, kbd, pre, samp': { fontFamily: fonts.mono },
        // Chinese pages only (`:lang(zh)`): a taller line, no faux italic (cjk.ts).
        ...cjkBaseline,
        // Colours through the theme's CSS variables, so each rule serves both schemes.
        '::selection': {
          backgroundColor: 'rgba(31, 95, 153, 0.18)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(143, 188, 236, 0.35)' }),
        },
        ':focus-visible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
        },
        // No other animation plays for people who asked their system for reduced motion.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      // MUI lightens dark paper with a gradient overlay; the dark palette has its own surfaces.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiTab: {
      styleOverrides: {
        root: ({ theme }) => ({
          minWidth: 0,
          minHeight: 44,
          paddingInline: theme.spacing(1.5),
          fontSize: '0.9375rem',
          color: (theme.vars ?? theme).palette.text.secondary,
          '&.Mui-selected': { color: (theme.vars ?? theme).palette.text.primary },
        }),
      },
    },
    MuiTabs: {
      styleOverrides: { root: { minHeight: 44 }, indicator: { height: 2, borderRadius: 2 } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  };
}
