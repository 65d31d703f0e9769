/**
 * Links in text, with MUI Link's look: the primary colour (or the surrounding one), underlined on
 * hover (or never). TextLink is an <a> for other sites, TextRouterLink the app's own link. MUI's
 * Link is a Typography with its own focus-visible tracking and styles written at run time; these
 * are classes of a static stylesheet (why: button-look.ts), and keyboard focus shows the global
 * :focus-visible ring.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { RouterLink, type RouterLinkProps } from '@/components/router-link/router-link';
import { classNames } from './class-names';
import styles from './text-link.module.css';

interface LinkLook {
  /** 'hover' by default, as the theme sets for MUI's Link. */
  underline?: 'none' | 'hover';
  /** 'primary' by default; 'inherit' takes the text's colour. */
  tone?: 'primary' | 'inherit';
}

/** The link look's classes, with the caller's own after them. */
export function linkLook(
  { underline = 'hover', tone = 'primary' }: LinkLook,
  className?: string,
): string {
  return classNames(styles.link, styles[tone], underline === 'hover' && styles.hover, className);
}

export function TextLink({
  underline,
  tone,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & LinkLook & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a {...rest} className={linkLook({ underline, tone }, className)}>
      {children}
    </a>
  );
}

export function TextRouterLink({
  underline,
  tone,
  className,
  ...rest
}: RouterLinkProps & LinkLook) {
  return <RouterLink {...rest} className={linkLook({ underline, tone }, className)} />;
}
