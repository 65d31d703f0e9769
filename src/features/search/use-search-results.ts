/**
 * The quick search's results for what the reader has typed: the prerendered index's at every
 * keystroke, merged with the API's keyword search once typing pauses (merge-results.ts), each
 * with the text its snippet is cut from (the article's text once fetched, its summary until then).
 */
import { useEffect, useMemo, useState } from 'react';
import { QUICK_SEARCH_API_DELAY_MS, QUICK_SEARCH_RESULTS } from '@/config/constants';
import { mergeResults, type SearchHit } from './merge-results';
import { useSearchArticlesQuery } from './search-api';
import { articleText, searchIndexFile, type IndexState } from './search-files';
import { searchIndexCounted } from './search-index';

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface SearchResults {
  status: SearchStatus;
  hits: SearchHit[];
  /** How many articles match in all (the hits are the best of them). */
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
      void articleText(id).then((text) => {
        if (live && text !== null) setTexts((known) => new Map(known).set(id, text));
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
  const api = useSearchArticlesQuery(asked, { skip: !asked });
  const ready = typeof index === 'object' && index !== null;

  const fromIndex = useMemo(
    () =>
      ready && typed
        ? searchIndexCounted(index, typed, QUICK_SEARCH_RESULTS)
        : { hits: [], total: 0 },
    [index, ready, typed],
  );
  const indexed = useMemo<SearchHit[]>(
    () => fromIndex.hits.map(({ id, title, summary }) => ({ id, title, text: summary })),
    [fromIndex],
  );
  // The API's answer belongs to what was typed when it was asked: older ones are not shown.
  const fromApi = useMemo<SearchHit[]>(
    () =>
      asked === typed && api.currentData
        ? api.currentData.map(({ id, title, summary, disabled }) => ({
            id,
            title,
            text: summary,
            disabled,
          }))
        : [],
    [api.currentData, asked, typed],
  );
  const merged = mergeResults(indexed, fromApi, QUICK_SEARCH_RESULTS);
  // Only the index's articles have a text file: the API's newer ones are shown with their summary.
  const known = new Set(indexed.map((hit) => hit.id));
  const texts = useTexts(merged.filter((hit) => known.has(hit.id)).map((hit) => hit.id));
  const hits = merged.map((hit) => ({ ...hit, text: texts.get(hit.id) ?? hit.text }));

  const apiSettled = asked === typed && !api.isFetching && (api.isSuccess || api.isError);
  let status: SearchStatus;
  if (!typed) status = 'idle';
  else if (hits.length > 0) status = 'done';
  // "Nothing found" waits for both: the index, and the API for what is newer.
  else if (index === null || !apiSettled) status = 'searching';
  else if (api.isError && !ready) status = 'failed';
  else status = 'done';

  // The API's newer articles add to the index's count; its own count where there is no index.
  const apiOnly = fromApi.filter((hit) => !known.has(hit.id) && !hit.disabled).length;
  const total = Math.max(hits.length, fromIndex.total + apiOnly);

  return {
    status,
    hits,
    total,
    retry: () => {
      if (index === 'failed') retryIndex();
      void api.refetch();
    },
  };
}
