/**
 * One article, complete: title (at once when the link passed it), facts, cover, the rendered
 * Markdown, previous/next and the table of contents. Unknown or unpublished articles get a
 * not-found state; a network failure gets an inline error with retry.
 */
import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { errorMessage, isApiError } from '@/api/errors';
import {
  LazyMarkdownView,
  MarkdownSkeleton,
  useMarkdownHeadings,
} from '@/components/markdown/lazy-markdown-view';
import type { MarkdownHeading } from '@/components/markdown/types';
import { ErrorState } from '@/components/states/error-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetArticleQuery } from '../articles-api';
import { ArticleCover } from './article-cover';
import { ArticleFacts, ArticleFactsSkeleton, ArticleTitle } from './article-header';
import { ArticleNotFound } from './article-not-found';
import { ArticlePager } from './article-pager';
import { ArticleToc } from './article-toc';

interface ArticleDetailProps {
  id: string;
  /** The title the previous page already knew (navigation state), shown before the data. */
  knownTitle?: string;
}

/** The backend said no (code !== 0, e.g. not found or disabled), or answered HTTP 404. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'api' || error.status === 404);
}

export function ArticleDetail({ id, knownTitle }: ArticleDetailProps) {
  const { currentData: article, error, isError, refetch } = useGetArticleQuery(id);
  const [reported, setHeadings] = useState<MarkdownHeading[]>([]);
  // At once when the renderer is loaded (always so for a prerendered article), else as reported.
  const headings = useMarkdownHeadings(article?.content) ?? reported;
  const missing = isError && isMissing(error);
  const title = article?.title || knownTitle;

  useDocumentTitle(missing ? 'Article not found' : title, article?.summary);

  if (missing) return <ArticleNotFound />;

  return (
    <>
      <Box component="article" aria-busy={!article && !isError}>
        <Box component="header" sx={{ mb: 4 }}>
          {title ? (
            <ArticleTitle>{title}</ArticleTitle>
          ) : isError ? (
            <ArticleTitle>Article</ArticleTitle>
          ) : (
            <Skeleton
              aria-hidden="true"
              variant="text"
              width="85%"
              sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' }, mb: 1.5 }}
            />
          )}
          {article ? <ArticleFacts article={article} /> : !isError && <ArticleFactsSkeleton />}
        </Box>
        {isError ? (
          <ErrorState
            title="Could not load this article"
            message={errorMessage(error)}
            onRetry={refetch}
          />
        ) : article ? (
          <>
            {article.cover && <ArticleCover src={article.cover} />}
            <Suspense fallback={<MarkdownSkeleton />}>
              <LazyMarkdownView source={article.content} onHeadings={setHeadings} />
            </Suspense>
            <ArticlePager prev={article.prev} next={article.next} />
          </>
        ) : (
          <MarkdownSkeleton />
        )}
      </Box>
      {article && <ArticleToc headings={headings} />}
    </>
  );
}
