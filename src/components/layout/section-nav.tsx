/**
 * Home and Archive in the public header: plain navigation links (each its own Tab stop, the
 * current one marked with aria-current), drawn like the tabs they used to be: secondary text,
 * the current one in the primary text colour over a 2 px indicator on the header's bottom rule
 * (the stylesheet follows aria-current, so the mark and the look cannot disagree).
 */
import { TextRouterLink } from '@/components/plain/text-link';
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import styles from './section-nav.module.css';

type Section = 'home' | 'archive';

/** Home at / and /index, Archive at /timeLine; elsewhere no section is current. */
export function currentSection(pathname: string): Section | null {
  if (pathname === paths.home.path || pathname === paths.index.path) return 'home';
  if (pathname === paths.timeline.path) return 'archive';
  return null;
}

const SECTIONS: { key: Section; label: MessageId; href: string }[] = [
  { key: 'home', label: 'layout.home', href: paths.home.href() },
  { key: 'archive', label: 'timeline.title', href: paths.timeline.href() },
];

export function SectionNav({ pathname }: { pathname: string }) {
  const current = currentSection(pathname);
  const t = useT();
  return (
    <ul className={styles.list}>
      {SECTIONS.map(({ key, label, href }) => (
        <li key={key}>
          <TextRouterLink
            to={href}
            underline="none"
            tone="inherit"
            aria-current={current === key ? 'page' : undefined}
            className={styles.link}
          >
            {t(label)}
          </TextRouterLink>
        </li>
      ))}
    </ul>
  );
}
