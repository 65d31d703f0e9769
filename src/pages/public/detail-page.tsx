/**
 * /detail/:id. Lists and the rank list pass `{ id, title }` as navigation state so the heading
 * shows before the article arrives. Each article starts at the top of the page.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, useParams } from 'react-router-dom';
import { jumpToTop } from '@/lib/scroll';
import { ArticleDetail } from '@/features/articles/detail/article-detail';

/** The title passed along with the link, when it was passed for this very article. */
function titleFrom(state: unknown, id: string): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { id: stateId, title } = state as { id?: unknown; title?: unknown };
  if (stateId !== undefined && String(stateId) !== id) return undefined;
  return typeof title === 'string' && title.trim() ? title : undefined;
}

export function DetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigationType = useNavigationType();

  // Back/forward keeps the browser's scroll restoration; any other arrival starts at the top.
  useLayoutEffect(() => {
    if (navigationType !== 'POP' || !window.history.state?.idx) jumpToTop();
  }, [id, navigationType]);

  // Keyed by id: prev/next navigation starts a fresh article (headings, contents, state).
  return <ArticleDetail key={id} id={id} knownTitle={titleFrom(location.state, id)} />;
}
