/**
 * The phone's contents drawer: a native modal <dialog> (the browser moves the focus into it,
 * keeps it there, makes the page behind it inert, and gives the focus back on closing), sliding up
 * from the bottom over a dimmed page, closed by Escape, its backdrop or its Close button. A lazy
 * chunk of its own, with its own stylesheet, loaded when the reader first opens the contents.
 */
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/close-icon';
import { RoundButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';
import { holdScrollbarRoom, releaseScrollbarRoom } from '@/lib/scrollbar-room';
import styles from './toc-drawer.module.css';

interface TocDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Once it has slid away and the page scrolls again (its scroll lock lifted). */
  onExited: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy?: string;
  children: ReactNode;
}

/** Resolves once the element's animations (its slide, its backdrop's fade) have run. */
function animationsOf(dialog: HTMLDialogElement): Promise<unknown> {
  const running = dialog.getAnimations?.({ subtree: true }) ?? [];
  return Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

export function TocDrawer({ open, onClose, onExited, labelledBy, children }: TocDrawerProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  // In the page while open and while sliding away; out of it once closed, as MUI's Drawer was.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  // A press that began on the backdrop: a drag from the list ending outside is not a dismissal.
  const pressedOutside = useRef(false);
  useEffect(() => releaseScrollbarRoom, []);
  const exited = useEffectEvent(() => {
    setShown(false);
    onExited();
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      dialog.classList.remove(styles.closing);
      if (!dialog.open) {
        holdScrollbarRoom();
        dialog.showModal();
        // The sheet itself takes the focus, as MUI's did, not its first button.
        dialog.focus();
      }
      return;
    }
    if (!dialog.open) return;
    let cancelled = false;
    dialog.classList.add(styles.closing);
    void animationsOf(dialog).then(() => {
      if (cancelled) return;
      dialog.classList.remove(styles.closing);
      dialog.close();
      releaseScrollbarRoom();
      exited();
    });
    return () => {
      cancelled = true;
    };
  }, [open, shown]);

  if (!shown) return null;

  // Escape: closed by the caller (with its slide), not at once by the browser.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // Closed by the browser all the same (a second Escape it does not let the page hold back).
  const closedByBrowser = () => {
    if (!open) return;
    onClose();
    releaseScrollbarRoom();
    setShown(false);
    onExited();
  };
  const clickOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const outside = event.target === event.currentTarget && pressedOutside.current;
    pressedOutside.current = false;
    if (outside) onClose();
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes, as Escape (onCancel) and the close button do from the keyboard
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onCancel={cancel}
      onClose={closedByBrowser}
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
      onClick={clickOnBackdrop}
    >
      <div className={styles.body}>
        <RoundButton
          aria-label={t('article.closeContents')}
          onClick={onClose}
          className={styles.close}
        >
          <CloseIcon />
        </RoundButton>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
