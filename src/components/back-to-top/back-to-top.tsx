/**
 * Appears once the page has scrolled past 600 px; takes the reader back up in 800 ms, ease-out.
 * It never covers a control: while a link or a button (a code block's Copy, on a phone) passes
 * under it, it steps aside (hidden), and comes back once the control has scrolled on.
 */
import { useEffect, useRef, useState } from 'react';
import { keyframes } from '@mui/material/styles';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_THRESHOLD_PX } from '@/config/constants';
import { scrollToTop } from '@/lib/scroll';
import { coversControl } from '@/lib/covered-control';
import { watchBox } from '@/lib/watch-box';
import { FloatingButton } from '@/components/plain/plain-button';

/** It grows into place as MUI's Zoom does (a CSS animation: no transition component to load). */
const zoomIn = keyframes`
  from { transform: scale(0); }
  to { transform: none; }
`;

function isPastThreshold(): boolean {
  return window.scrollY > BACK_TO_TOP_THRESHOLD_PX;
}

export function BackToTop() {
  // Hidden in the first render (the server has no scroll position); the effect reads the real one.
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const cancel = useRef<() => void>(() => undefined);
  const button = useRef<HTMLButtonElement>(null);

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
      aria-label="Back to top"
      onClick={onClick}
      data-covering={covering || undefined}
      sx={(theme) => ({
        right: { xs: 16, md: 32 },
        bottom: { xs: 16, md: 32 },
        fontSize: 24,
        animation: `${zoomIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
        // Out of sight and out of reach (no press lands on it) while a control is under it.
        '&[data-covering]': { visibility: 'hidden' },
      })}
    >
      <KeyboardArrowUp fontSize="inherit" />
    </FloatingButton>
  );
}
