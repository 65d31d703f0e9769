/**
 * A link to an article's page that carries the article's id (the spec's navigation state) and its
 * title, so the page shows the title at once while the rest of the article loads (cards, archive,
 * most read, prev/next).
 */
import Link, { type LinkProps } from '@mui/material/Link';
import type { ArticleLink as ArticleRef } from '@/api/types';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/router-link/router-link';

type ArticleLinkProps = Omit<LinkProps, 'href'> & { article: ArticleRef };

export function ArticleLink({ article, ...props }: ArticleLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={paths.detail.href(article.id)}
      state={{ id: article.id, title: article.title }}
      {...props}
    />
  );
}
