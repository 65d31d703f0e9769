/**
 * MUI Chip's shape and type as classes of a static stylesheet (why: button-look.ts): a pill of
 * 24 px (small) or 32 px, with its label in a span that ends in an ellipsis when the chip is too
 * narrow. The chip's colours are its owner's.
 */
import type { CSSObject, Theme } from '@mui/material/styles';
import styles from './chip-look.module.css';
import { classNames } from './class-names';

export function chipClass(small: boolean): string {
  return classNames(styles.chip, small && styles.small);
}

/** The label's classes: MUI's padding, 8 px in a small chip, 11 px in an outlined one. */
export function chipLabelClass(padding: 'small' | 'outlined'): string {
  return classNames(styles.label, padding === 'small' && styles.labelSmall);
}

/**
 * @deprecated The same look as emotion style objects, for the list chips (tag-chip.tsx,
 * active-filters.tsx) until they move to chipClass and chipLabelClass in issue 27; then these
 * two go (they import only types, so nothing of MUI loads through them).
 */
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

/** @deprecated As chipLook: the label's `sx`, until the list chips use chipLabelClass. */
export const chipLabelSx = (paddingX: string) =>
  ({ px: paddingX, overflow: 'hidden', textOverflow: 'ellipsis' }) as const;
