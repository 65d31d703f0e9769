/** The public footer: the copyright line and, when configured, the filing number and its link. */
import { TextLink } from '@/components/plain/text-link';
import { getConfig } from '@/config/runtime-config';
import shell from './shell.module.css';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { copyright, owner, filingNumber, filingUrl } = getConfig().site;
  const line = copyright || `© ${new Date().getFullYear()} ${owner}`;
  return (
    <footer className={styles.footer}>
      <div className={`${shell.width} ${styles.inner}`}>
        <p className={styles.line}>{line}</p>
        {filingNumber &&
          (filingUrl ? (
            <TextLink
              href={filingUrl}
              target="_blank"
              rel="noopener noreferrer"
              tone="inherit"
              className={styles.line}
            >
              {filingNumber}
            </TextLink>
          ) : (
            <p className={styles.line}>{filingNumber}</p>
          ))}
      </div>
    </footer>
  );
}
