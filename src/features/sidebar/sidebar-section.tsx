/** A sidebar block: a quiet surface with a small h2, labelled as its own navigation landmark. */
import { useId, type ReactNode } from 'react';
import styles from './sidebar-section.module.css';

interface SidebarSectionProps {
  title: string;
  children: ReactNode;
  /** 'nav' for link lists (ranked, categories, tags); 'section' otherwise. */
  as?: 'nav' | 'section';
}

export function SidebarSection({ title, children, as: Tag = 'nav' }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <Tag aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
