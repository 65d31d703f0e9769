/**
 * The public sidebar's content (the layout wraps it in <aside>): on an article's page its contents
 * (wide screens; passed in, as they come with the article page's code), then the owner, the most
 * read articles, categories and tags. Each section loads
 * on its own and quietly disappears if its call fails: the sidebar is secondary and must never put
 * an error beside the reading.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { CategorySection } from './category-section';
import { OwnerCard } from './owner-card';
import { RankSection } from './rank-section';
import { TagSection } from './tag-section';

export function SiteSidebar({ contents }: { contents?: ReactNode }) {
  return (
    <>
      {/* A direct child of the sidebar, so it can stay in view all the way down the article. */}
      {contents}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <OwnerCard />
        <RankSection />
        <CategorySection />
        <TagSection />
      </Box>
    </>
  );
}
