/**
 * The public sidebar's content (the layout wraps it in <aside>): on an article's page its contents
 * (wide screens; passed in, as they come with the article page's code), then the owner, the most
 * read articles, categories and tags. Each section loads
 * on its own and quietly disappears if its call fails: the sidebar is secondary and must never put
 * an error beside the reading.
 */
import type { ReactNode } from 'react';
import { CategorySection } from './category-section';
import { OwnerCard } from './owner-card';
import { RankSection } from './rank-section';
import { TagSection } from './tag-section';
import styles from './site-sidebar.module.css';

export function SiteSidebar({ contents }: { contents?: ReactNode }) {
  return (
    <>
      {/* A direct child of the sidebar, so it can stay in view all the way down the article. */}
      {contents}
      <div className={styles.sections}>
        <OwnerCard />
        <RankSection />
        <CategorySection />
        <TagSection />
      </div>
    </>
  );
}
