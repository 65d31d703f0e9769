/**
 * /detail/:id. Lists and the rank list pass `{ id, title }` as navigation state so the heading
 * shows before the article arrives. Each article starts at the top of the page, or at the section
 * its link names.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType, useParams } from 'react-router-dom';
import { jumpToTop } from '@/lib/scroll';
import { ArticleDetail } from '@/features/articles/detail/article-detail';
import {
  isHistoryStep,
  sectionElement,
  sectionOf,
  useLinkedSection,
} from '@/features/articles/detail/use-linked-section';

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
  useLinkedSection();

  // Back, forward and reload keep the browser's scroll restoration, and a link to a section whose
  // heading is on the page already (a prerendered article: the browser went there) stays there;
  // any other arrival starts at the top (useLinkedSection goes to the section once it is rendered).
  useLayoutEffect(() => {
    if (isHistoryStep(navigationType)) return;
    const section = sectionOf(location.hash);
    if (section && sectionElement(section)) return;
    jumpToTop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the hash of the arrival, not later ones
  }, [id, navigationType]);

  // Keyed by id: prev/next navigation starts a fresh article (headings, contents, state).
  return <ArticleDetail key={id} id={id} knownTitle={titleFrom(location.state, id)} />;
}
