/**
 * MUI Chip's shape and type as classes of a static stylesheet (why: button-look.ts): a pill of
 * 24 px (small) or 32 px, with its label in a span that ends in an ellipsis when the chip is too
 * narrow. The chip's colours are its owner's.
 */
import styles from './chip-look.module.css';
import { classNames } from './class-names';

export function chipClass(small: boolean): string {
  return classNames(styles.chip, small && styles.small);
}

/** The label's classes: MUI's padding, 8 px in a small chip, 11 px in an outlined one. */
export function chipLabelClass(padding: 'small' | 'outlined'): string {
  return classNames(styles.label, padding === 'small' && styles.labelSmall);
}
