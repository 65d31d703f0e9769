/**
 * Reports a visit (the 'analysis' event) once each time the calling page appears.
 *
 * The guard is a ref, not module state: React's StrictMode runs a new component's effects twice
 * on the same instance (the ref survives, so the second run is skipped), while leaving the page and
 * coming back mounts a new instance with a fresh ref, which reports again. Re-renders and URL
 * changes that keep the page mounted (?page=2) do not re-run the effect.
 */
import { useEffect, useRef } from 'react';
import { ANALYSIS_EVENT } from '@/config/constants';
import { getVisitorKey } from '@/lib/visitor-key';
import { useSendAnalysisMutation } from './analysis-api';

const ignoreResult = () => ({});

export function useVisitReport(path: string): void {
  // Selects nothing: the page never shows the report's state, so its pending and settled updates
  // must not re-render the page (a whole home page, right after it is taken over).
  const [sendAnalysis] = useSendAnalysisMutation({ selectFromResult: ignoreResult });
  const sent = useRef(false);
  // The path at the moment the page appeared; later changes are not a new visit.
  const firstPath = useRef(path);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // Fire and forget: only the spec's toast for a `code !== 0` refusal reaches the reader.
    void sendAnalysis({ key: getVisitorKey(), event: ANALYSIS_EVENT, path: firstPath.current });
  }, [sendAnalysis]);
}
