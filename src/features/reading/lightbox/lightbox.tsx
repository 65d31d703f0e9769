/**
 * The article lightbox: one image of the article at a time, as large as the screen allows
 * (use-fitted-size.ts), over an opaque dark backdrop, in a native modal <dialog> (the browser makes
 * the page behind it inert and keeps it out of the accessibility tree). Arrow keys and swipes step
 * through the article's images; pinch, double tap, the wheel, Ctrl+wheel (a trackpad's pinch), a
 * double click, the + − 0 keys and the zoom buttons zoom, and a finger or a mouse drags a zoomed
 * image about (use-view.ts and its inputs); Escape and the close button close it, and the focus
 * goes back to the image that opened it, without scrolling: the page stays where the reader left
 * it. A part of the lazy chunk "article-overlays" (article-lightbox.ts loads it, lightbox-host.tsx
 * renders it).
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/close-icon';
import { classNames } from '@/components/plain/class-names';
import { RoundButton } from '@/components/plain/plain-button';
import '@/i18n/lightbox-catalog';
import { useT } from '@/i18n/use-t';
import { holdScrollbarRoom, releaseScrollbarRoom } from '@/lib/scrollbar-room';
import { LIGHTBOX_MAX_SCALE } from '@/config/constants';
import {
  keyAction,
  stepIndex,
  zoomView,
  type LightboxAction,
  type ZoomAction,
} from './lightbox-gestures';
import { FitIcon, NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from './lightbox-icons';
import { useFittedSize } from './use-fitted-size';
import { usePointerView } from './use-pointer-view';
import { useTouchView } from './use-touch-view';
import { useView } from './use-view';
import styles from './lightbox.module.css';

export interface LightboxProps {
  /** The article's images, in reading order. */
  images: HTMLImageElement[];
  /** The one opened; it gets the focus back on closing. */
  start: number;
  onClose: () => void;
}

/** The zoom buttons, in the order they stand (before Close, at the top right). */
const ZOOM_BUTTONS = [
  { action: 'zoom-out', label: 'lightbox.zoomOut', Icon: ZoomOutIcon },
  { action: 'zoom-in', label: 'lightbox.zoomIn', Icon: ZoomInIcon },
  { action: 'fit', label: 'lightbox.fit', Icon: FitIcon },
] as const;

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
  const shown = images[index];
  const src = shown ? shown.currentSrc || shown.src : '';
  const control = useView(stage, picture, index);
  const touch = useTouchView(control, step);
  const pointer = usePointerView(control, stage, onClose);
  const fitted = useFittedSize(stage, picture, src);
  const zoom = (action: ZoomAction) => control.change((now) => zoomView(now, action));

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
    // Ctrl with + − 0 is the browser's own zoom of the page; the lightbox leaves it be.
    const action = event.ctrlKey || event.metaKey || event.altKey ? null : keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if (action === 'zoom-in' || action === 'zoom-out' || action === 'fit') zoom(action);
    else step(action);
  };
  const { scale, x, y } = control.view;
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
      {/* The stage: a click on the dark area around the image closes, as Escape does from the
          keyboard; the pointer's and the fingers' zoom and pan have keys and buttons too. */}
      <div
        ref={stage}
        className={classNames(
          styles.stage,
          scale > 1 && styles.zoomed,
          control.moving && styles.moving,
        )}
        {...touch}
        {...pointer}
      >
        <img
          key={index}
          ref={picture}
          className={styles.image}
          src={src}
          srcSet={shown.srcset || undefined}
          sizes={shown.srcset ? '100vw' : undefined}
          alt={shown.alt}
          draggable={false}
          onLoad={fitted.onLoad}
          // Runtime geometry (its fitted size, the reader's zoom and pan), not a design value.
          style={{
            width: fitted.size?.width,
            height: fitted.size?.height,
            transform: `translate(${x}px, ${y}px) scale(${scale})`,
          }}
        />
      </div>
      <p className={styles.counter} aria-live="polite">
        {t('lightbox.counter', { index: index + 1, count })}
      </p>
      <div className={styles.tools}>
        {ZOOM_BUTTONS.map(({ action, label, Icon }) => (
          <RoundButton
            key={action}
            aria-label={t(label)}
            // Zooming in stops at the most; zooming out and fitting at the fitted image.
            aria-disabled={action === 'zoom-in' ? scale >= LIGHTBOX_MAX_SCALE : scale <= 1}
            onClick={() => zoom(action)}
            className={styles.tool}
          >
            <Icon />
          </RoundButton>
        ))}
        <RoundButton aria-label={t('lightbox.close')} onClick={onClose} className={styles.tool}>
          <CloseIcon />
        </RoundButton>
      </div>
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
