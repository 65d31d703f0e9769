/**
 * Lets code outside the first load follow or move the toast stack: the editor's Details panel
 * (toast-avoidance.ts, in the console's chunks) attaches itself when its chunk loads, so the
 * reading side's first load carries only this registry, not the panel's measuring. An attachment
 * runs on the stack element while it is mounted (the stack mounts with its first toast) and is
 * undone when the stack goes.
 */

/** Room taken at the right edge by a docked panel, px: set on the stack by toast-avoidance.ts. */
export const TOAST_SIDE_CLEARANCE_VAR = '--toast-side-clearance';

type Attachment = (stack: HTMLElement) => () => void;

const attachments = new Set<Attachment>();
let mounted: { stack: HTMLElement; undo: Map<Attachment, () => void> } | null = null;

/** Runs `attach` on the stack now if it is mounted, and on every stack mounted later. */
export function attachToToastStack(attach: Attachment): void {
  if (attachments.has(attach)) return;
  attachments.add(attach);
  if (mounted) mounted.undo.set(attach, attach(mounted.stack));
}

/** The stack's callback ref for its attachments (React calls the cleanup when it detaches). */
export function followToastStackAttachments(stack: HTMLElement | null): (() => void) | undefined {
  if (!stack) return undefined;
  const current = { stack, undo: new Map<Attachment, () => void>() };
  attachments.forEach((attach) => current.undo.set(attach, attach(stack)));
  mounted = current;
  return () => {
    current.undo.forEach((undo) => undo());
    if (mounted === current) mounted = null;
  };
}
