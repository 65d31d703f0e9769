/**
 * One article, complete: title (at once when the link passed it), facts, cover, the rendered
 * Markdown, previous/next, what to read next and the table of contents. An article the backend does not know gets
 * the site's not-found page; any other failure (a refusal, the network, an answer without the
 * article's content) gets an inline error with retry.
 */
import { useState } from 'react';
import { Placeholder } from '@/components/plain/placeholder';
import { errorMessage, isApiError } from '@/api/errors';
import { LazyMarkdownView, MarkdownSkeleton } from '@/components/markdown/lazy-markdown-view';
import { useMarkdownHeadings } from '@/components/markdown/markdown-headings';
import type { MarkdownHeading } from '@/components/markdown/types';
import { ErrorState } from '@/components/states/error-state';
import { NotFoundState } from '@/components/states/not-found-state';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetArticleQuery } from '../articles-api';
import { ArticleCover } from './article-cover';
import { DisabledNotice } from './disabled-notice';
import { ArticleFacts, ArticleFactsSkeleton, ArticleTitle } from './article-header';
import { ArticlePager } from './article-pager';
import { ArticleToc } from './article-toc';
import { RelatedArticles } from './related-articles';
import { ContinueReading } from './continue-reading';
import { imageButtons } from '../lightbox/article-lightbox';
import { prerenderedPageBody } from './prerendered-page-body';
import { paths } from '@/config/paths';
import { shownOnly } from '@/api/shown-result';
import type { Article } from '@/api/types';
import styles from './article-detail.module.css';

interface ArticleDetailProps {
  id: string;
  /** The title the previous page already knew (navigation state), shown before the data. */
  knownTitle?: string;
}

/** The backend said not found (code 404, also for an unpublished article, or HTTP 404). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.code === 404 || error.status === 404);
}

export function ArticleDetail({ id, knownTitle }: ArticleDetailProps) {
  const {
    currentData: article,
    error,
    isError,
    refetch,
  } = useGetArticleQuery(id, shownOnly<Article>());
  const [reported, setHeadings] = useState<MarkdownHeading[]>([]);
  // At once when the renderer is loaded or the article was prerendered, else as reported.
  const headings = useMarkdownHeadings(article?.content, article?.id) ?? reported;
  const missing = isError && isMissing(error);
  const title = article?.title || knownTitle;
  const t = useT();

  useDocumentTitle(missing ? t('notFound.title') : title, article?.summary, !missing);

  if (missing) return <NotFoundState />;

  return (
    <>
      {/* Its images open large (the lightbox). */}
      <article ref={imageButtons} aria-busy={!article && !isError}>
        {article?.disabled && <DisabledNotice id={article.id} />}
        <header className={styles.header}>
          {title ? (
            <ArticleTitle>{title}</ArticleTitle>
          ) : isError ? (
            <ArticleTitle>{t('article.fallbackTitle')}</ArticleTitle>
          ) : (
            <div className={styles.titleLine}>
              <Placeholder width="85%" />
            </div>
          )}
          {article ? <ArticleFacts article={article} /> : !isError && <ArticleFactsSkeleton />}
        </header>
        {isError ? (
          <ErrorState
            title={t('article.loadFailed')}
            message={errorMessage(error)}
            onRetry={refetch}
          />
        ) : article ? (
          <>
            {article.cover && <ArticleCover src={article.cover} />}
            <LazyMarkdownView
              source={article.content}
              onHeadings={setHeadings}
              renderedElsewhere={(source) =>
                prerenderedPageBody(paths.detail.href(article.id), source)
              }
              loading={<MarkdownSkeleton />}
              unavailable={(retry) => (
                <ErrorState
                  title={t('article.showFailed')}
                  message={t('article.showFailedText')}
                  onRetry={retry}
                />
              )}
            />
            <ArticlePager prev={article.prev} next={article.next} />
            <RelatedArticles article={article} />
          </>
        ) : (
          <MarkdownSkeleton />
        )}
      </article>
      {article && <ArticleToc headings={headings} />}
      {article && <ContinueReading id={article.id} />}
    </>
  );
}
