/** The public header: site title, the Home/Archive links, search and the colour-mode switch. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TextRouterLink } from '@/components/plain/text-link';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { ColorModeToggle } from './color-mode-toggle';
import { SectionNav } from './section-nav';
import shell from './shell.module.css';
import { useT } from '@/i18n/use-t';
import styles from './site-header.module.css';

export function SiteHeader({ search }: { search: ReactNode }) {
  const { pathname } = useLocation();
  const t = useT();
  const { title } = getConfig().site;
  return (
    <header className={styles.header}>
      <div className={`${shell.width} ${styles.inner}`}>
        <TextRouterLink
          to={paths.home.href()}
          underline="none"
          tone="inherit"
          className={styles.brand}
        >
          {title}
        </TextRouterLink>
        <nav aria-label={t('layout.mainNav')} className={styles.nav}>
          <SectionNav pathname={pathname} />
        </nav>
        <div className={styles.search}>{search}</div>
        <div className={styles.toggle}>
          <ColorModeToggle />
        </div>
      </div>
    </header>
  );
}
