/** A card's shape while its data loads: the same boxes as ArticleCard, so nothing jumps. */
import { Placeholder } from '@/components/plain/placeholder';
import styles from './article-card.module.css';

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Placeholder width="70%" />
        </h3>
        <p className={styles.skeletonSummary}>
          <Placeholder />
          <Placeholder width="85%" />
        </p>
        <div className={styles.skeletonMeta}>
          <Placeholder width="45%" />
        </div>
      </div>
    </div>
  );
}
