/**
 * /detail/:id. Lists and the rank list pass `{ title }` as navigation state so the heading shows
 * before the article arrives. Each article starts at the top of the page.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, useParams } from 'react-router-dom';
import { jumpToTop } from '@/lib/scroll';
import { ArticleDetail } from '@/features/articles/detail/article-detail';

function titleFrom(state: unknown): string | undefined {
  const title =
    state && typeof state === 'object' ? (state as { title?: unknown }).title : undefined;
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
  return <ArticleDetail key={id} id={id} knownTitle={titleFrom(location.state)} />;
}
