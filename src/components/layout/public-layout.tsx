/**
 * The reading side's frame: skip link, header, the page (<main>), the sidebar (beside the
 * content on wide screens, below it on small ones), footer and back-to-top. Search and sidebar come
 * in as props because they are features, and shared components do not import features.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { BackToTop } from '@/components/back-to-top/back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';
import { MAIN_CONTENT_ID } from '@/lib/page-format/page-ids';
import shell from './shell.module.css';
import { useT } from '@/i18n/use-t';
import styles from './public-layout.module.css';

interface PublicLayoutProps {
  sidebar?: ReactNode;
  search?: ReactNode;
}

export function PublicLayout({ sidebar, search }: PublicLayoutProps) {
  useRouteFocus(MAIN_CONTENT_ID);
  const t = useT();
  return (
    <div className={styles.root}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <SiteHeader search={search} />
      <div className={`${shell.width} ${styles.body}`}>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <aside aria-label={t('layout.sidebar')} className={styles.sidebar}>
          {sidebar}
        </aside>
      </div>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
