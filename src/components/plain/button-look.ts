/**
 * MUI's button looks (Button, IconButton, Fab) as plain style rules, for the public side's native
 * <button> and <a> elements. MUI's own components build on ButtonBase: a ripple, a focus-visible
 * polyfill, a loading spinner and its transitions, which a reading page never needs. With the
 * Alert, Skeleton, Avatar and Link drawn the same way (notice.tsx, placeholder.tsx, text-link.tsx),
 * every public page's first load is 17 KiB gzip lighter. Keyboard focus shows the theme's
 * :focus-visible ring (theme/components.ts) instead of a pulsing ripple.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonTone = 'primary' | 'inherit';

/** What every clickable look starts from: ButtonBase's reset of the browser's button. */
function baseLook(theme: Theme): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    color: 'inherit',
    backgroundColor: 'transparent',
    WebkitTapHighlightColor: 'transparent',
    appearance: 'none',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
      duration: theme.transitions.duration.short,
    }),
    '&::-moz-focus-inner': { borderStyle: 'none' },
  };
}

/** Button: contained, outlined or text; primary or the surrounding colour; medium or small. */
export function buttonLook(
  theme: Theme,
  variant: ButtonVariant,
  tone: ButtonTone,
  small: boolean,
): CSSObject {
  const { palette } = theme.vars;
  const main = tone === 'primary' ? palette.primary.main : 'currentColor';
  const channel = tone === 'primary' ? palette.primary.mainChannel : palette.text.primaryChannel;
  const hoverBg = `rgba(${channel} / ${palette.action.hoverOpacity})`;
  const padding = {
    contained: small ? '4px 10px' : '6px 16px',
    outlined: small ? '3px 9px' : '5px 15px',
    text: small ? '4px 5px' : '6px 8px',
  }[variant];
  return {
    ...baseLook(theme),
    ...theme.typography.button,
    ...(small && { fontSize: theme.typography.pxToRem(13) }),
    minWidth: 64,
    padding,
    borderRadius: 8,
    ...(variant === 'contained'
      ? {
          color: palette.primary.contrastText,
          backgroundColor: palette.primary.main,
          '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
        }
      : {
          color: main,
          ...(variant === 'outlined' && {
            border: '1px solid',
            borderColor: tone === 'primary' ? `rgba(${channel} / 0.5)` : 'currentColor',
          }),
          '@media (hover: hover)': {
            '&:hover': {
              backgroundColor: hoverBg,
              ...(variant === 'outlined' && { borderColor: main }),
            },
          },
        }),
  };
}

/** IconButton: a round button around a 24 px icon (18 px when small). */
export function roundLook(theme: Theme, small: boolean): CSSObject {
  const { palette } = theme.vars;
  return {
    ...baseLook(theme),
    flex: '0 0 auto',
    padding: small ? 5 : 8,
    borderRadius: '50%',
    fontSize: theme.typography.pxToRem(small ? 18 : 24),
    '@media (hover: hover)': {
      '&:hover': {
        backgroundColor: `rgba(${palette.action.activeChannel} / ${palette.action.hoverOpacity})`,
      },
    },
  };
}

/** Fab: a raised button that floats over the page, round or (extended) a pill with a label. */
export function floatingLook(
  theme: Theme,
  tone: 'primary' | 'surface',
  extended: boolean,
): CSSObject {
  const { palette } = theme.vars;
  return {
    ...baseLook(theme),
    ...theme.typography.button,
    position: 'fixed',
    zIndex: theme.vars.zIndex.speedDial,
    ...(extended
      ? { height: 40, minWidth: 48, padding: '0 16px', borderRadius: 24 }
      : { width: 48, height: 48, padding: 0, borderRadius: '50%' }),
    boxShadow: theme.vars.shadows[6],
    '&:active': { boxShadow: theme.vars.shadows[12] },
    ...(tone === 'primary'
      ? {
          color: palette.primary.contrastText,
          backgroundColor: palette.primary.main,
          '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
        }
      : {
          color: palette.grey[900],
          backgroundColor: palette.grey[300],
          '@media (hover: hover)': { '&:hover': { backgroundColor: palette.grey.A100 } },
        }),
  };
}
