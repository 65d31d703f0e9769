/**
 * The public sidebar's content (the layout wraps it in <aside>): the owner, the most read
 * articles, categories and tags. Each section loads on its own and quietly disappears if its
 * call fails: the sidebar is secondary and must never put an error beside the reading.
 */
import Stack from '@mui/material/Stack';
import { CategorySection } from './category-section';
import { OwnerCard } from './owner-card';
import { RankSection } from './rank-section';
import { TagSection } from './tag-section';

export function SiteSidebar() {
  return (
    <Stack spacing={2}>
      <OwnerCard />
      <RankSection />
      <CategorySection />
      <TagSection />
    </Stack>
  );
}
