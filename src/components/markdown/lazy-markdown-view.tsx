/**
 * The entry point pages use: the whole renderer (markdown-it, DOMPurify) is a lazy chunk named
 * "markdown", shared by the article page and the console editor's preview. A prerendered article
 * does not need it: its body is adopted from the page (prerendered-markdown.ts), and an article
 * opened from another page takes its body from its own prerendered page when the caller can give
 * it (renderedElsewhere).
 * When the chunk cannot load, the failure stays inside this component (the caller says what to
 * show, with a retry), and a later attempt loads the chunk afresh instead of the cached failure.
 */
import { Suspense, use, useDeferredValue, useEffect, useEffectEvent, type ReactNode } from 'react';
import { Placeholder } from '@/components/plain/placeholder';
import { renewableLazy, useRenewableLazy } from '@/components/page-loader/renewable-lazy';
import type { MarkdownViewProps } from './markdown-view';
import { RendererBoundary } from './renderer-boundary';
import type { MarkdownHeading, RenderedMarkdown } from './types';
import { MarkdownBody } from './markdown-body';
import { isRendererLoaded, rendererArrived } from './markdown-headings';
import { prerenderedMarkdown } from './prerendered-markdown';
import styles from './lazy-markdown-view.module.css';

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

const loadMarkdownView = () =>
  import(/* webpackChunkName: "markdown" */ './markdown-view').then((module) => {
    rendererArrived(module);
    return module;
  });

const lazyView = renewableLazy<MarkdownViewProps>(() =>
  loadWithRetry(loadMarkdownView).then((module) => module.MarkdownView),
);

/** Fetches the renderer's chunk early (the prerender); failures are left to the render. */
export const preloadMarkdownView = (): Promise<boolean> => lazyView.preload();

interface LazyMarkdownViewProps extends MarkdownViewProps {
  /** Shown while the renderer loads. */
  loading: ReactNode;
  /** Shown when the renderer failed; `retry` loads it again. */
  unavailable: (retry: () => void) => ReactNode;
  /**
   * The same source already rendered elsewhere (an article's prerendered page), asked before the
   * renderer is loaded for it; null from the promise when it is not there. Must give the same
   * promise for the same source; null at once when there is nothing to ask.
   */
  renderedElsewhere?: (source: string) => Promise<RenderedMarkdown | null> | null;
}

/** A prerendered article's body as the page brought it, taken over without the renderer. */
function AdoptedMarkdown({
  rendered,
  onHeadings,
  className,
}: { rendered: RenderedMarkdown } & MarkdownViewProps) {
  const reportHeadings = useEffectEvent((headings: MarkdownHeading[]) => onHeadings?.(headings));
  useEffect(() => reportHeadings(rendered.headings), [rendered]);
  return <MarkdownBody html={rendered.html} className={className} />;
}

/** The body rendered elsewhere once it has come, else the renderer's. */
function RenderedElsewhere({
  body,
  orRender,
  ...props
}: { body: Promise<RenderedMarkdown | null>; orRender: ReactNode } & MarkdownViewProps) {
  const rendered = use(body);
  return rendered ? <AdoptedMarkdown {...props} rendered={rendered} /> : orRender;
}

export function LazyMarkdownView({
  loading,
  unavailable,
  renderedElsewhere,
  ...props
}: LazyMarkdownViewProps) {
  const { Component: View, attempt, retry } = useRenewableLazy(lazyView);
  // A new source waits in the background while the renderer loads: an adopted article refreshed
  // with new content keeps showing the page's body until then, not a loading placeholder.
  const source = useDeferredValue(props.source);
  const adopted = props.sourceLines ? null : prerenderedMarkdown(source);
  // Once the renderer is loaded, rendering here is cheaper than fetching anything.
  const elsewhere =
    adopted || !renderedElsewhere || isRendererLoaded() ? null : renderedElsewhere(source);
  const rendered = <View {...props} source={source} />;
  return (
    <RendererBoundary key={attempt} fallback={unavailable(retry)}>
      <Suspense fallback={loading}>
        {adopted ? (
          <AdoptedMarkdown {...props} source={source} rendered={adopted} />
        ) : elsewhere ? (
          <RenderedElsewhere {...props} source={source} body={elsewhere} orRender={rendered} />
        ) : (
          rendered
        )}
      </Suspense>
    </RendererBoundary>
  );
}

const LINE_WIDTHS = ['100%', '96%', '98%', '88%', '100%', '93%', '60%'] as const;

/** Placeholder text lines that hold roughly the space of an article's opening paragraphs. */
export function MarkdownSkeleton({ paragraphs = 3 }: { paragraphs?: number }) {
  return (
    <div aria-hidden="true" className={styles.skeleton}>
      {Array.from({ length: paragraphs }, (_, paragraph) => (
        <div key={paragraph} className={styles.paragraph}>
          {LINE_WIDTHS.map((width, line) => (
            <Placeholder key={line} width={width} />
          ))}
        </div>
      ))}
    </div>
  );
}
