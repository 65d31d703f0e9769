/**
 * Keeps the toast stack off a side panel full of fields (the editor's Details), both ways round:
 * - a panel docked at the right edge pushes the stack to its left (`useToastSideClearance`): the
 *   stack keeps its corner, beside the panel instead of over its lower fields;
 * - a drawer over the page, which leaves no free side, makes room below itself instead: while
 *   toasts show, the drawer ends above the stack (`followToastStack` on the drawer's paper), and
 *   its fields scroll within what is left.
 * As with the bottom clearance (use-toast-clearance.ts), the values travel through CSS variables
 * set on the one element that uses them, through the CSSOM (the Content-Security-Policy allows no
 * style attributes).
 */
import { useEffect, type RefObject } from 'react';
import { watchBox } from '@/lib/watch-box';
import { cssValue } from './css-value';
import { attachToToastStack, TOAST_SIDE_CLEARANCE_VAR } from './toast-stack-attachments';
import { subscribeToastClearance } from './use-toast-clearance';

/** Height of the toast stack plus its margin from the bottom, px (on a drawer's paper). */
export const TOAST_STACK_VAR = '--toast-stack';
/** Space kept between the stack and what it avoids. */
const GAP = 16;

const side = cssValue();
const stack = cssValue();

/** For a drawer's paper: follows the room the toast stack takes at the bottom. */
export const followToastStack = stack.follow(TOAST_STACK_VAR);

/** Keeps the toasts left of `ref`'s element while it is mounted and shown (docked panel). */
export function useToastSideClearance(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !shown) return undefined;
    const stop = watchBox(element, (box) => {
      const visible = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      side.set(visible ? Math.ceil(window.innerWidth - box.left + GAP) : 0);
    });
    return () => {
      stop();
      side.set(0);
    };
  }, [ref, shown]);
}

/**
 * Publishes the room the toast stack takes from the bottom of the window (its top edge's distance
 * from the bottom, plus a gap), 0 once it is gone.
 */
function measureToastStack(element: HTMLElement): () => void {
  const update = () => {
    const box = element.getBoundingClientRect();
    stack.set(box.height > 0 ? Math.ceil(window.innerHeight - box.top + GAP) : 0);
  };
  update();
  const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  resized?.observe(element);
  window.addEventListener('resize', update);
  // The stack also moves without changing size, when what it clears at the bottom moves.
  const unsubscribe = subscribeToastClearance(update);
  return () => {
    unsubscribe();
    resized?.disconnect();
    window.removeEventListener('resize', update);
    stack.set(0);
  };
}

/** Left edge of the part of the screen the stack may cover beside the panel (the preview), px. */
const laneLeft = cssValue();

/**
 * Keeps the toasts within `ref`'s element's column while it is shown: beside the docked panel the
 * stack would otherwise reach over the writer, left of the editor's preview.
 */
export function useToastLane(ref: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !shown) return undefined;
    const stop = watchBox(element, (box) => laneLeft.set(box.width > 0 ? Math.ceil(box.left) : 0));
    return () => {
      stop();
      laneLeft.set(0);
    };
  }, [ref, shown]);
}

/** No wider than the room between the lane's left edge and the stack's own right edge. */
function keepInLane(element: HTMLElement): () => void {
  const apply = () => {
    const left = laneLeft.get();
    const room = Math.floor(element.getBoundingClientRect().right - left);
    element.style.setProperty('max-width', left > 0 && room > 0 ? `${room}px` : '');
  };
  apply();
  // After the side clearance has moved the stack (its listener was added first).
  const undoSide = side.subscribe(apply);
  const undoLane = laneLeft.subscribe(apply);
  return () => {
    undoSide();
    undoLane();
    element.style.removeProperty('max-width');
  };
}

// The stack follows the docked panel's room at the right edge, keeps to the preview's column and
// reports its own height, from the moment this (console) chunk loads.
const followSide = side.follow(TOAST_SIDE_CLEARANCE_VAR);
attachToToastStack((element) => {
  const undo = [followSide(element), keepInLane(element), measureToastStack(element)];
  return () => undo.forEach((step) => step?.());
});
