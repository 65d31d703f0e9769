/**
 * Appears once the page has scrolled past 600 px; takes the reader back up in 800 ms, ease-out.
 * It never covers a control: while a link or a button (a code block's Copy, on a phone) passes
 * under it, it steps aside (hidden), and comes back once the control has scrolled on.
 */
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from '@/config/constants';
import { scrollToTop } from '@/lib/scroll';
import { coversControl } from '@/lib/covered-control';
import { watchBox } from '@/lib/watch-box';
import { FloatingButton } from '@/components/plain/plain-button';
import { KeyboardArrowUpIcon } from '@/components/icons/keyboard-arrow-up-icon';
import { useT } from '@/i18n/use-t';
import styles from './back-to-top.module.css';

function isPastThreshold(): boolean {
  return window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

export function BackToTop() {
  // Hidden in the first render (the server has no scroll position); the effect reads the real one.
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const cancel = useRef<() => void>(() => undefined);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();

  useEffect(() => {
    const onScroll = () => setVisible(isPastThreshold());
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel.current();
    };
  }, []);

  // Checked once a frame while the page scrolls or the window changes, and as it appears.
  useEffect(() => {
    const element = button.current;
    if (!visible || !element) return undefined;
    return watchBox(element, () => setCovering(coversControl(element)));
  }, [visible]);

  const onClick = () => {
    cancel.current();
    cancel.current = scrollToTop(BACK_TO_TOP_DURATION_MS);
    // The button disappears at the top; keyboard users continue from the page heading.
    document.querySelector<HTMLElement>('#main-content h1')?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <FloatingButton
      tone="primary"
      ref={button}
      aria-label={t('layout.backToTop')}
      onClick={onClick}
      data-covering={covering || undefined}
      className={styles.button}
    >
      <KeyboardArrowUpIcon fontSize="inherit" />
    </FloatingButton>
  );
}
