/**
 * The quiet offer to go back to where the reader stopped in this article on an earlier visit
 * (use-reading-position.ts): floating over the page's bottom, so nothing moves when it comes or
 * goes, and announced politely.
 */
import { CloseIcon } from '@/components/icons/close-icon';
import { PlainButton, RoundButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import { useReadingPosition } from './use-reading-position';
import styles from './continue-reading.module.css';

export function ContinueReading({ id }: { id: string }) {
  const t = useT();
  const { offer, resume, dismiss } = useReadingPosition(id);
  return (
    <div role="status" className={styles.place}>
      {offer && (
        <div className={styles.offer}>
          <PlainButton variant="text" small onClick={resume}>
            {t('article.continueReading', { percent: Math.round(offer.share * 100) })}
          </PlainButton>
          <RoundButton small aria-label={t('article.continueDismiss')} onClick={dismiss}>
            <CloseIcon />
          </RoundButton>
        </div>
      )}
    </div>
  );
}
