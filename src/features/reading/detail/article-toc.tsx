/**
 * The table of contents on phones and tablets: a drawer behind a floating "Contents" button, which
 * can come after hydration. Wide screens have it beside the article, in the sidebar
 * (sidebar-toc.tsx); the drawer is a chunk of its own (toc-drawer.tsx), loaded when the reader
 * first opens it (and fetched as they reach for the button).
 */
import { Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { TocIcon } from '@/components/icons/toc-icon';
import { RendererBoundary } from '@/components/markdown/renderer-boundary';
import { renewableLazy, useRenewableLazy } from '@/components/page-loader/renewable-lazy';
import { useToastClearance } from '@/components/toaster/use-toast-clearance';
import type { MarkdownHeading } from '@/components/markdown/types';
import { TableOfContents } from './table-of-contents';
import { tocEntries } from './toc-entries';
import { useActiveHeading } from './use-active-heading';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQueryMatch } from '@/lib/use-media-query';
import { FloatingButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import styles from './article-toc.module.css';

/** The theme's md breakpoint: from there up, the contents sit in the sidebar (sidebar-toc.tsx). */
const WIDE = '(min-width: 900px)';

const drawer = renewableLazy(() =>
  import(/* webpackChunkName: "article-overlays" */ './toc-drawer').then(
    (module) => module.TocDrawer,
  ),
);

/**
 * The drawer's chunk could not load: close, and let the next tap load it afresh. A network failure
 * never toasts (the spec); the button itself says what happened (ContentsButton).
 */
function DrawerUnavailable({ onClose }: { onClose: () => void }) {
  const report = useEffectEvent(() => onClose());
  useEffect(() => report(), []);
  return null;
}

/** The floating button; toasts stay above it, so a message never hides it. */
function ContentsButton({ onOpen, failed }: { onOpen: () => void; failed: boolean }) {
  const button = useRef<HTMLButtonElement | null>(null);
  useToastClearance(button);
  const t = useT();
  return (
    <FloatingButton
      ref={button}
      extended
      onClick={onOpen}
      // Fetched as the reader reaches for it: the drawer opens at once on the tap.
      onPointerEnter={() => void drawer.preload()}
      onFocus={() => void drawer.preload()}
      aria-haspopup="dialog"
      className={styles.contentsButton}
    >
      <TocIcon className={styles.icon} />
      {/* Said in place, and announced (the button keeps the focus the tap gave it). */}
      <span aria-live="polite">{failed ? t('article.contentsFailed') : t('article.contents')}</span>
    </FloatingButton>
  );
}

/** Phones and tablets: a floating "Contents" button opening the list in a drawer. */
export function ArticleToc({ headings }: { headings: MarkdownHeading[] }) {
  const wide = useMediaQueryMatch(WIDE);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (closing animates), and again after a failed load.
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const { Component: TocDrawer, attempt, retry } = useRenewableLazy(drawer);
  const headingId = useId();
  // The section chosen is gone to once the drawer has closed: its scroll lock, lifted as it ends,
  // changes the page's width (and so the height of everything above the section) and suppresses
  // the browser's scroll anchoring for that frame; a move made before it was lost (issue 25).
  const pendingMove = useRef<(() => void) | null>(null);
  const chooseSection = (move: () => void) => {
    pendingMove.current = move;
    setOpen(false);
  };
  const afterClosing = () => {
    const move = pendingMove.current;
    pendingMove.current = null;
    move?.();
  };
  const entries = tocEntries(headings);
  const activeId = useActiveHeading(entries.map((heading) => heading.id));

  // The server cannot know the screen's width: the button appears once the page is taken over.
  if (!hydrated || wide || entries.length < 2) return null;

  return (
    <>
      <ContentsButton
        failed={failed}
        onOpen={() => {
          setFailed(false);
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <RendererBoundary
          key={attempt}
          fallback={
            <DrawerUnavailable
              onClose={() => {
                setOpen(false);
                setWanted(false);
                setFailed(true);
                retry();
              }}
            />
          }
        >
          <Suspense fallback={null}>
            <TocDrawer
              open={open}
              onClose={() => setOpen(false)}
              onExited={afterClosing}
              labelledBy={headingId}
            >
              <TableOfContents
                headings={entries}
                activeId={activeId}
                headingId={headingId}
                onNavigate={chooseSection}
              />
            </TocDrawer>
          </Suspense>
        </RendererBoundary>
      )}
    </>
  );
}
