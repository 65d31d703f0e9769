/**
 * A link to an article's page that carries the article's id (the spec's navigation state) and its
 * title, so the page shows the title at once while the rest of the article loads (cards, archive,
 * most read, prev/next). It prefetches what opening the article needs (the page's chunk, the
 * article, its prerendered body) as it nears the viewport or the reader shows interest, and asks
 * at the click before the page renders (prefetch/prefetch-article.ts), so the click paints at once.
 */
import type { ComponentProps } from 'react';
import type { ArticleLink as ArticleRef } from '@/api/types';
import { paths } from '@/config/paths';
import { TextRouterLink } from '@/components/plain/text-link';
import { useArticlePrefetch } from '../prefetch/use-article-prefetch';

type ArticleLinkProps = Omit<ComponentProps<typeof TextRouterLink>, 'to' | 'state' | 'ref'> & {
  article: ArticleRef;
};

export function ArticleLink({
  article,
  onMouseEnter,
  onTouchStart,
  onFocus,
  onClick,
  ...props
}: ArticleLinkProps) {
  const prefetch = useArticlePrefetch<HTMLAnchorElement>(article.id, {
    onMouseEnter,
    onTouchStart,
    onFocus,
    onClick,
  });
  return (
    <TextRouterLink
      to={paths.detail.href(article.id)}
      state={{ id: article.id, title: article.title }}
      {...props}
      {...prefetch}
    />
  );
}
