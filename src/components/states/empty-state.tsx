/** An empty list: says so plainly and offers the next step when there is one. */
import type { ReactNode } from 'react';
import styles from './states.module.css';

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div role="status" className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {description && <p className={styles.body1}>{description}</p>}
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
