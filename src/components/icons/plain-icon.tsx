/**
 * Material icons as bare <svg> elements with a static stylesheet. @mui/icons-material draws each
 * icon through SvgIcon, a styled component: importing one pulls emotion and MUI's styling system
 * into the page. The reading side takes the path data instead (the same glyphs, MIT-licensed, from
 * @mui/icons-material) and one class per size; the console keeps MUI's icons.
 *
 * Each icon lives in its own file beside this one (`search-icon.tsx`: `createPlainIcon(path,
 * 'Search')`), so a page loads only the glyphs it shows.
 */
import type { SVGProps } from 'react';
import styles from './plain-icon.module.css';

export interface PlainIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** As MUI's SvgIcon: 1.5rem, or the text's size, 1.25rem, 2.1875rem. */
  fontSize?: 'medium' | 'inherit' | 'small' | 'large';
  /** A name for an icon that stands alone; without it the icon is hidden from assistive tech. */
  titleAccess?: string;
}

export function createPlainIcon(path: string, name: string) {
  function PlainIcon({ fontSize = 'medium', titleAccess, className, ...rest }: PlainIconProps) {
    const size = fontSize === 'medium' ? '' : ` ${styles[fontSize]}`;
    return (
      <svg
        className={`${styles.icon}${size}${className ? ` ${className}` : ''}`}
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={titleAccess ? undefined : true}
        role={titleAccess ? 'img' : undefined}
        // As MUI names its icons, so tests that find an icon by it keep working.
        // eslint-disable-next-line no-restricted-syntax -- a test id, not words for people
        data-testid={`${name}Icon`}
        {...rest}
      >
        <path d={path} />
        {titleAccess ? <title>{titleAccess}</title> : null}
      </svg>
    );
  }
  PlainIcon.displayName = `${name}Icon`;
  return PlainIcon;
}
