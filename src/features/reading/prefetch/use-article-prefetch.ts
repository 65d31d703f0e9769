/**
 * The props that make an article link prefetch (prefetch-article.ts): a ref watched by one shared
 * IntersectionObserver (the link nearing the viewport), and the reader's interest (pointer over
 * it, a touch, keyboard focus) and the click itself.
 */
import { useCallback, useEffect, useRef, type RefCallback, type SyntheticEvent } from 'react';
import { useAppDispatch } from '@/lib/hooks';
import { PREFETCH_VIEWPORT_MARGIN_PX } from '@/config/constants';
import { prefetchArticle } from './prefetch-article';

type Near = () => void;

const watched = new Map<Element, Near>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, near: Near): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = watched.get(entry.target);
        observer?.unobserve(entry.target);
        watched.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: `${PREFETCH_VIEWPORT_MARGIN_PX}px` },
  );
  watched.set(element, near);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}

interface PrefetchHandlers<E extends Element> {
  onMouseEnter?: (event: React.MouseEvent<E>) => void;
  onTouchStart?: (event: React.TouchEvent<E>) => void;
  onFocus?: (event: React.FocusEvent<E>) => void;
  onClick?: (event: React.MouseEvent<E>) => void;
}

/** Calls the caller's own handler too. */
const both =
  <Ev extends SyntheticEvent>(own: (event: Ev) => void, theirs?: (event: Ev) => void) =>
  (event: Ev) => {
    own(event);
    theirs?.(event);
  };

/** A click the router turns into a navigation here (not a new tab or window). */
const opensHere = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Props for the link to article `id`, merged with the handlers the caller passes. */
export function useArticlePrefetch<E extends Element>(id: string, handlers: PrefetchHandlers<E>) {
  const dispatch = useAppDispatch();
  const element = useRef<E | null>(null);
  const ref: RefCallback<E> = useCallback((node) => {
    element.current = node;
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    return watch(node, () => prefetchArticle(dispatch, id, 'viewport'));
  }, [dispatch, id]);
  const interest = () => prefetchArticle(dispatch, id, 'intent');
  return {
    ref,
    onMouseEnter: both(interest, handlers.onMouseEnter),
    onTouchStart: both(interest, handlers.onTouchStart),
    onFocus: both(interest, handlers.onFocus),
    onClick: both((event: React.MouseEvent<E>) => {
      if (opensHere(event)) prefetchArticle(dispatch, id, 'click');
    }, handlers.onClick),
  };
}
