/** The archive's first rows while it loads, at the rows' real heights. */
import { Placeholder } from '@/components/plain/placeholder';
import styles from './timeline-row-view.module.css';

const ENTRY_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function TimelineSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={styles.skeletonYearRow}>
        <Placeholder width={160} height={32} />
      </div>
      <div className={styles.skeletonMonthRow}>
        <Placeholder width={120} />
      </div>
      {ENTRY_KEYS.map((key) => (
        <div key={key} className={styles.skeletonEntryRow}>
          <Placeholder width="60%" />
        </div>
      ))}
    </div>
  );
}
