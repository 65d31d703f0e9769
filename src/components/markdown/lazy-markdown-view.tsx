/**
 * The entry point pages use: the whole renderer (markdown-it, DOMPurify, the typography CSS) is a
 * lazy chunk named "markdown", shared by the article page and the console editor's preview.
 * When the chunk cannot load, the failure stays inside this component (the caller says what to
 * show, with a retry), and a later attempt loads the chunk afresh instead of the cached failure.
 */
import {
  startTransition,
  Suspense,
  useEffect,
  useReducer,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { renewableLazy, useRenewableLazy } from '@/components/page-loader/renewable-lazy';
import type { MarkdownViewProps } from './markdown-view';
import { RendererBoundary } from './renderer-boundary';
import type { MarkdownHeading } from './types';

const RETRIES = 2;
const RETRY_DELAY_MS = 500;

/** A flaky network gets a couple of quiet retries before the caller's message shows. */
async function loadWithRetry<T>(load: () => Promise<T>, retries = RETRIES): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (retries <= 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return loadWithRetry(load, retries - 1);
  }
}

type MarkdownModule = typeof import('./markdown-view');

/** The renderer once its chunk has arrived, and who wants to know. */
let loaded: MarkdownModule | null = null;
const listeners = new Set<() => void>();

const loadMarkdownView = () =>
  import(/* webpackChunkName: "markdown" */ './markdown-view').then((module) => {
    if (!loaded) {
      loaded = module;
      listeners.forEach((listener) => listener());
    }
    return module;
  });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedRenderer = () => loaded;

/**
 * The headings of a Markdown source, as soon as the renderer is there (null before). The
 * prerender and the take-over load it first, so a prerendered article has its table of contents
 * in the first render, in the same place on the server and in the browser. A long article the
 * browser renders in steps has them when its last step is done (null until then).
 */
export function useMarkdownHeadings(source: string | undefined): MarkdownHeading[] | null {
  const renderer = useSyncExternalStore(subscribe, loadedRenderer, loadedRenderer);
  // Re-read when a long article's steps are done; a long table of contents renders without
  // holding the page.
  const [, countFinished] = useReducer((count: number) => count + 1, 0);
  useEffect(() => renderer?.onStepsFinished(() => startTransition(countFinished)), [renderer]);
  // Cheap to ask again: the renderer keeps its last document's result.
  return renderer && source !== undefined ? renderer.markdownHeadings(source) : null;
}

const lazyView = renewableLazy<MarkdownViewProps>(() =>
  loadWithRetry(loadMarkdownView).then((module) => module.MarkdownView),
);

/** Fetches the renderer's chunk early (before hydrating a prerendered article); failures are left to the render. */
export const preloadMarkdownView = (): Promise<void> => lazyView.preload();

interface LazyMarkdownViewProps extends MarkdownViewProps {
  /** Shown while the renderer loads. */
  loading: ReactNode;
  /** Shown when the renderer failed; `retry` loads it again. */
  unavailable: (retry: () => void) => ReactNode;
}

export function LazyMarkdownView({ loading, unavailable, ...props }: LazyMarkdownViewProps) {
  const { Component: View, attempt, retry } = useRenewableLazy(lazyView);
  return (
    <RendererBoundary key={attempt} fallback={unavailable(retry)}>
      <Suspense fallback={loading}>
        <View {...props} />
      </Suspense>
    </RendererBoundary>
  );
}

const LINE_WIDTHS = ['100%', '96%', '98%', '88%', '100%', '93%', '60%'];

/** Placeholder text lines that hold roughly the space of an article's opening paragraphs. */
export function MarkdownSkeleton({ paragraphs = 3 }: { paragraphs?: number }) {
  return (
    <Box aria-hidden="true" sx={{ maxWidth: '70ch' }}>
      {Array.from({ length: paragraphs }, (_, paragraph) => (
        <Box key={paragraph} sx={{ mb: 3 }}>
          {LINE_WIDTHS.map((width, line) => (
            <Skeleton key={line} variant="text" width={width} sx={{ fontSize: '1.125rem' }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
