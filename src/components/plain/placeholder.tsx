/**
 * A grey line or box that holds a place while its data loads, with MUI Skeleton's look (a slow
 * pulse; a text line drawn at 60 % of its line box, so stacked lines keep the text's rhythm).
 * Drawn here rather than with Skeleton so that the public pages' first load carries no more than
 * this rule (the whole saving: button-look.ts). Sizes come from a fixed set of classes rather than
 * a style attribute, which the Content-Security-Policy forbids in the prerendered markup: a new
 * size is a new line in placeholder.module.css.
 */
import { classNames } from './class-names';
import styles from './placeholder.module.css';

/** Its class, for tests and tools that wait for a page to finish loading. */
export const PLACEHOLDER_CLASS = 'placeholder';

type Shape = 'text' | 'rounded' | 'rectangular';

export type PlaceholderWidth =
  `${45 | 50 | 60 | 70 | 80 | 85 | 88 | 93 | 96 | 98 | 100}%` | 120 | 160;
export type PlaceholderHeight = 24 | 28 | 32 | 36 | 56 | 420;

interface PlaceholderProps {
  shape?: Shape;
  width?: PlaceholderWidth;
  height?: PlaceholderHeight;
  className?: string;
}

const widthClass = (width: PlaceholderWidth) =>
  typeof width === 'number' ? styles[`w${width}px`] : styles[`w${width.slice(0, -1)}`];

export function Placeholder({ shape = 'text', width, height, className }: PlaceholderProps) {
  return (
    <span
      className={classNames(
        PLACEHOLDER_CLASS,
        styles.placeholder,
        styles[shape],
        width !== undefined && widthClass(width),
        height !== undefined && styles[`h${height}px`],
        className,
      )}
      // Decoration: what loads announces itself (aria-busy on its region).
      aria-hidden="true"
    />
  );
}
