/**
 * The list page's keyword search (/list?keyword=) on a site with search files: the same results
 * the quick search counts and orders, the index's and the API's merged, with each article's text
 * around the keyword, marked, in place of its summary. The code that searches is the search
 * chunk's (keyword-list-page.ts), loaded only for a keyword on such a site; elsewhere (no keyword,
 * or no search files: the dev server, a site never prerendered) there is none, and the list page
 * shows the API's own pages.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ArticleSummary, Page } from '@/api/types';
import type { ListQuery } from '@/config/list-query';
import { useAppDispatch } from '@/lib/hooks';
import { Marked } from './marked';
import type { KeywordListPage } from './keyword-list-page';
import { searchFilesPublished } from './search-index-format';

export interface KeywordList {
  /** The page once it is there (its cards and their snippets arrive together). */
  data: Page<ArticleSummary> | undefined;
  error: unknown;
  retry: () => void;
  snippetOf: (article: ArticleSummary) => ReactNode;
}

type Outcome = { key: string; page?: KeywordListPage; error?: unknown };

export function useKeywordList(query: ListQuery): KeywordList | undefined {
  const dispatch = useAppDispatch();
  const { keyword, categoryId, labelId, page = 1 } = query;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key =
    keyword && searchFilesPublished() ? JSON.stringify([keyword, categoryId, labelId, page]) : '';
  useEffect(() => {
    if (!key || !keyword) return;
    let live = true;
    import(/* webpackChunkName: "search" */ './keyword-list-page')
      .then(({ keywordListPage }) =>
        keywordListPage(dispatch, { keyword, categoryId, labelId, page }, attempt > 0),
      )
      .then(
        (found) => live && setOutcome({ key, page: found }),
        (error: unknown) => live && setOutcome({ key, error }),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the query
  }, [key, attempt, dispatch]);
  if (!key) return undefined;
  const current = outcome?.key === key ? outcome : undefined;
  return {
    data: current?.page?.page,
    error: current?.error,
    retry: () => {
      setOutcome(null);
      setAttempt((count) => count + 1);
    },
    snippetOf: (article) => {
      const parts = current?.page?.snippets.get(article.id);
      return parts && <Marked parts={parts} />;
    },
  };
}
