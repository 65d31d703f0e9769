/**
 * MUI Chip's shape and type as a plain style rule (why: button-look.ts): a pill of 24 px (small)
 * or 32 px, with its label in a span that ends in an ellipsis when the chip is too narrow.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export function chipLook(theme: Theme, small: boolean): CSSObject {
  const height = small ? 24 : 32;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    height,
    boxSizing: 'border-box',
    borderRadius: height / 2,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 500,
    whiteSpace: 'nowrap',
  };
}

/** The label's `sx`: MUI's padding (8 px in a small chip, 11 px in an outlined one). */
export const chipLabelSx = (paddingX: string) =>
  ({ px: paddingX, overflow: 'hidden', textOverflow: 'ellipsis' }) as const;
