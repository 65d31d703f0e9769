/**
 * /detail/:id. Lists and the rank list pass `{ id, title }` as navigation state so the heading
 * shows before the article arrives. Each article starts at the top of the page, or at the section
 * its link names.
 */
import { useLocation, useParams } from 'react-router-dom';
import { idFromParam } from '@/config/paths';
import { ArticleDetail } from '@/features/reading/detail/article-detail';
import { useLinkedSection } from '@/features/reading/detail/use-linked-section';

/** The article's contents in the sidebar, shown by the layout from this chunk (app/router.tsx). */
export { SidebarToc } from '@/features/reading/detail/sidebar-toc';

/** The title passed along with the link, when it was passed for this very article. */
function titleFrom(state: unknown, id: string): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { id: stateId, title } = state as { id?: unknown; title?: unknown };
  if (stateId !== undefined && String(stateId) !== id) return undefined;
  return typeof title === 'string' && title.trim() ? title : undefined;
}

export function DetailPage() {
  // The id the address names, exactly (paths.detail.href wrote it so that it comes back whole).
  const id = idFromParam(useParams().id);
  const location = useLocation();
  useLinkedSection(id);

  // Keyed by id: prev/next navigation starts a fresh article (headings, contents, state).
  return <ArticleDetail key={id} id={id} knownTitle={titleFrom(location.state, id)} />;
}
