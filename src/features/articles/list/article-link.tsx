/**
 * A link to an article's page that carries the article's id (the spec's navigation state) and its
 * title, so the page shows the title at once while the rest of the article loads (cards, archive,
 * most read, prev/next).
 */
import type { ComponentProps } from 'react';
import type { ArticleLink as ArticleRef } from '@/api/types';
import { paths } from '@/config/paths';
import { TextRouterLink } from '@/components/plain/text-link';

type ArticleLinkProps = Omit<ComponentProps<typeof TextRouterLink>, 'to' | 'state'> & {
  article: ArticleRef;
};

export function ArticleLink({ article, ...props }: ArticleLinkProps) {
  return (
    <TextRouterLink
      to={paths.detail.href(article.id)}
      state={{ id: article.id, title: article.title }}
      {...props}
    />
  );
}
