/**
 * The article lightbox: one image of the article at a time, fitted to the screen over a dark
 * backdrop, in a native modal <dialog> (the browser makes the page behind it inert and keeps it
 * out of the accessibility tree). Arrow keys and swipes step through the article's images, pinch
 * and double tap zoom (use-touch-view.ts), Escape and the close button close it, and the focus goes
 * back to the image that opened it, without scrolling: the page stays where the reader left it.
 * A part of the lazy chunk "article-overlays" (article-lightbox.ts loads it, lightbox-host.tsx
 * renders it).
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/close-icon';
import { RoundButton } from '@/components/plain/plain-button';
import '@/i18n/lightbox-catalog';
import { useT } from '@/i18n/use-t';
import { holdScrollbarRoom, releaseScrollbarRoom } from '@/lib/scrollbar-room';
import { keyAction, stepIndex, type LightboxAction } from './lightbox-gestures';
import { NextIcon, PreviousIcon } from './lightbox-icons';
import { useTouchView } from './use-touch-view';
import styles from './lightbox.module.css';

export interface LightboxProps {
  /** The article's images, in reading order. */
  images: HTMLImageElement[];
  /** The one opened; it gets the focus back on closing. */
  start: number;
  onClose: () => void;
}

/**
 * Tab and Shift+Tab go round the dialog's own controls: a modal dialog keeps the page out, but
 * the browser would otherwise move on to its own toolbar after the last button.
 */
function keepFocusWithin(dialog: HTMLElement, event: KeyboardEvent): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>('button')];
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function Lightbox({ images, start, onClose }: LightboxProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const [index, setIndex] = useState(start);
  const count = images.length;
  const step = (action: LightboxAction) => {
    if (action === 'close') return onClose();
    const next = stepIndex(index, action, count);
    if (next === null) return;
    setIndex(next);
  };
  const touch = useTouchView(stage, picture, index, step);
  const shown = images[index];

  useLayoutEffect(() => {
    const element = dialog.current!;
    const trigger = images[start];
    holdScrollbarRoom();
    element.showModal();
    // The dialog itself takes the focus (its name is read), not its first button: a Space that
    // opened it cannot then press Close as the key comes up.
    element.focus();
    return () => {
      element.close();
      releaseScrollbarRoom();
      // Back where the reader was: the page must not scroll to the image (it is on screen anyway).
      trigger.focus({ preventScroll: true });
    };
  }, [images, start]);

  // The page changed under it (another article): nothing left to show.
  useEffect(() => {
    if (!shown?.isConnected) onClose();
  }, [shown, onClose]);

  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') return keepFocusWithin(dialog.current!, event);
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    step(action);
  };
  const { scale, x, y } = touch.view;
  const name = shown.alt.trim() || t('lightbox.image');

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={name}
      // Modal already by showModal(); said too for assistive technology that reads the attribute.
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Escape is handled above; this is the browser closing it by other means (a second Escape).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* A click on the dark area around the image closes, as Escape does from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions -- a pointer shortcut; Escape and the Close button are the keyboard's ways */}
      <div
        ref={stage}
        className={touch.touching ? `${styles.stage} ${styles.touching}` : styles.stage}
        onClick={(event) => event.target === event.currentTarget && onClose()}
        {...touch.handlers}
      >
        <img
          key={index}
          ref={picture}
          className={styles.image}
          src={shown.currentSrc || shown.src}
          srcSet={shown.srcset || undefined}
          sizes={shown.srcset ? '100vw' : undefined}
          alt={shown.alt}
          draggable={false}
          // Runtime geometry (the reader's zoom and pan), not a design value.
          style={{ transform: `translate(${x}px, ${y}px) scale(${scale})` }}
        />
      </div>
      <p className={styles.counter} aria-live="polite">
        {t('lightbox.counter', { index: index + 1, count })}
      </p>
      <RoundButton aria-label={t('lightbox.close')} onClick={onClose} className={styles.close}>
        <CloseIcon />
      </RoundButton>
      {count > 1 && (
        <>
          <RoundButton
            aria-label={t('lightbox.previous')}
            aria-disabled={index === 0}
            onClick={() => step('previous')}
            className={`${styles.turn} ${styles.previous}`}
          >
            <PreviousIcon />
          </RoundButton>
          <RoundButton
            aria-label={t('lightbox.next')}
            aria-disabled={index === count - 1}
            onClick={() => step('next')}
            className={`${styles.turn} ${styles.next}`}
          >
            <NextIcon />
          </RoundButton>
        </>
      )}
    </dialog>,
    document.body,
  );
}
