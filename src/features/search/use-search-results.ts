/**
 * The quick search's results for what the reader has typed: the prerendered index's at every
 * keystroke, merged with the API's keyword search once typing pauses (merge-results.ts), as the
 * list page merges them, so the dialog's count and order are the list page's. Each hit comes with
 * the text its snippet is cut from (the article's text once fetched, its summary until then).
 */
import { useEffect, useMemo, useState } from 'react';
import { QUICK_SEARCH_API_DELAY_MS, QUICK_SEARCH_RESULTS } from '@/config/constants';
import { mergeResults, type SearchHit } from './merge-results';
import { useSearchArticlesQuery } from './search-api';
import { articleText, searchIndexFile, type IndexState } from './search-files';
import { searchIndex } from './search-index';

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface SearchResults {
  status: SearchStatus;
  /** False while an answer that may change the list is awaited (the API's, after the index's). */
  settled: boolean;
  hits: SearchHit[];
  /** How many articles match in all (the hits are the best of them): the list page's count. */
  total: number;
  retry: () => void;
}

/** The value once it has stayed the same for `delay`. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function useIndex(): [IndexState | null, () => void] {
  const [state, setState] = useState<IndexState | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void searchIndexFile().then((value) => live && setState(value));
    return () => {
      live = false;
    };
  }, [attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** The articles' texts, as they arrive, for the hits on screen. */
function useTexts(ids: string[]): Map<string, string> {
  const [texts, setTexts] = useState(() => new Map<string, string>());
  const key = ids.join('\n');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split('\n') : []) {
      void articleText(id).then((file) => {
        if (live && file !== null) setTexts((known) => new Map(known).set(id, file.text));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return texts;
}

export function useSearchResults(query: string): SearchResults {
  const typed = query.trim();
  const [index, retryIndex] = useIndex();
  const asked = useSettled(typed, QUICK_SEARCH_API_DELAY_MS);
  const api = useSearchArticlesQuery({ keyword: asked }, { skip: !asked });
  const ready = typeof index === 'object' && index !== null;

  const indexed = useMemo<SearchHit[]>(
    () =>
      ready && typed
        ? searchIndex(index, typed).map(({ id, title, summary }) => ({ id, title, text: summary }))
        : [],
    [index, ready, typed],
  );
  // The API's answer belongs to what was typed when it was asked: older ones are not shown.
  const apiSettled = asked === typed && !api.isFetching && (api.isSuccess || api.isError);
  const fromApi = asked === typed ? api.currentData : undefined;
  const merged = useMemo(() => mergeResults(indexed, fromApi ?? []), [indexed, fromApi]);
  const shown = merged.slice(0, QUICK_SEARCH_RESULTS);
  // Only the articles the index was built from have a text file; newer ones show their summary.
  const texts = useTexts(
    ready ? shown.filter((hit) => index.ids.has(hit.id)).map((h) => h.id) : [],
  );
  const hits = shown.map((hit) => ({ ...hit, text: texts.get(hit.id) ?? hit.text }));

  let status: SearchStatus;
  if (!typed) status = 'idle';
  else if (hits.length > 0) status = 'done';
  // "Nothing found" waits for both: the index, and the API for what is newer.
  else if (index === null || !apiSettled) status = 'searching';
  else if (api.isError && !ready) status = 'failed';
  else status = 'done';

  return {
    status,
    settled: !typed || (index !== null && apiSettled),
    hits,
    total: merged.length,
    retry: () => {
      if (index === 'failed') retryIndex();
      void api.refetch();
    },
  };
}
