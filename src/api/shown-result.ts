/**
 * `selectFromResult` for the reading side: only the fields a page shows. A background refetch
 * (after a prerendered page is taken over, or when the reader comes back to the tab) toggles
 * `isFetching` and friends; RTK Query keeps unchanged data by reference (structural sharing), so
 * with only these fields a refetch that brings the same data re-renders nothing. Without it, every
 * card on the home page re-rendered twice in one synchronous task right after the take-over.
 */
export interface ShownResult<D> {
  data?: D;
  currentData?: D;
  /** An ApiError from the base query, or a SerializedError: pages read it with errorMessage. */
  error?: unknown;
  isError: boolean;
}

const selectShown = ({ data, currentData, error, isError }: ShownResult<unknown>) => ({
  data,
  currentData,
  error,
  isError,
});

/**
 * The hook option, for the query's data type: `useGetRankQuery(undefined, shownOnly<Rank>())`.
 * One function for every call: RTK Query rebuilds its memoized selector whenever
 * `selectFromResult` is a new function, which a fresh one per render would make every render.
 */
export function shownOnly<D>() {
  return { selectFromResult: selectShown } as {
    selectFromResult: (result: ShownResult<D>) => ShownResult<D>;
  };
}
