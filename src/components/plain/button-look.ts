/**
 * MUI's button looks (Button, IconButton, Fab) as classes of a static stylesheet, for the public
 * side's native <button> and <a> elements. MUI's own components build on ButtonBase: a ripple, a
 * focus-visible polyfill, a loading spinner and its transitions, which a reading page never needs;
 * and their styles are written at run time by emotion, which the reading side no longer loads.
 * Keyboard focus shows the global :focus-visible ring instead of a pulsing ripple.
 */
import styles from './button-look.module.css';
import { classNames as classes } from './class-names';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonTone = 'primary' | 'inherit';

/** Button: contained, outlined or text; primary or the surrounding colour; medium or small. */
export function buttonLook(variant: ButtonVariant, tone: ButtonTone, small: boolean): string {
  return classes(styles.base, styles.button, styles[variant], styles[tone], small && styles.small);
}

/** IconButton: a round button around a 24 px icon (18 px when small). */
export function roundLook(small: boolean): string {
  return classes(styles.base, styles.round, small && styles.roundSmall);
}

/** Fab: a raised button that floats over the page, round or (extended) a pill with a label. */
export function floatingLook(tone: 'primary' | 'surface', extended: boolean): string {
  return classes(
    styles.base,
    styles.floating,
    tone === 'primary' ? styles.floatingPrimary : styles.floatingSurface,
    extended && styles.extended,
  );
}
