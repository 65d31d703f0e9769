/**
 * Mounts the editor's writer (markdown-writer.ts) once for the component's life and keeps it in
 * step with the component: its accessible attributes, and a text given from outside.
 */
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useT } from '@/i18n/use-t';
import { createWriter, type Writer, type WriterHandlers } from './markdown-writer';

interface WriterMountOptions {
  hostRef: RefObject<HTMLDivElement | null>;
  writerRef: RefObject<Writer | null>;
  /** The text as last given or reported (see the editor). */
  latestRef: RefObject<string>;
  handlersRef: RefObject<WriterHandlers>;
  value: string;
  labelId: string;
  helperId: string;
  error?: string;
  inputRef?: RefObject<HTMLElement | null>;
  flushRef?: RefObject<(() => void) | null>;
}

export function useWriterMount({
  hostRef,
  writerRef,
  latestRef,
  handlersRef,
  value,
  labelId,
  helperId,
  error,
  inputRef,
  flushRef,
}: WriterMountOptions) {
  const attributes = useMemo(
    () => ({
      'aria-labelledby': labelId,
      'aria-describedby': helperId,
      'aria-invalid': String(!!error),
      spellcheck: 'true',
      // Editable text is in the tab order anyway; said outright, checkers see that its scroller
      // can be reached from the keyboard.
      tabindex: '0',
    }),
    [labelId, helperId, error],
  );
  const firstAttributes = useRef(attributes);
  const placeholderText = useT()('console.writer.placeholder');
  const firstPlaceholder = useRef(placeholderText);
  // One editor for the component's life: its caret, scroll and undo history survive the tabs,
  // focus mode and a window resized across lg.
  useLayoutEffect(() => {
    const created = createWriter({
      parent: hostRef.current as HTMLDivElement,
      text: latestRef.current,
      placeholderText: firstPlaceholder.current,
      attributes: firstAttributes.current,
      handlers: handlersRef,
    });
    writerRef.current = created;
    if (inputRef) inputRef.current = created.view.contentDOM;
    if (flushRef) flushRef.current = created.flush;
    return () => {
      created.destroy();
      writerRef.current = null;
      if (inputRef) inputRef.current = null;
      if (flushRef) flushRef.current = null;
    };
  }, [hostRef, writerRef, latestRef, handlersRef, inputRef, flushRef]);
  useLayoutEffect(() => writerRef.current?.setAttributes(attributes), [writerRef, attributes]);
  // The language may change while the writer lives.
  useLayoutEffect(
    () => writerRef.current?.setPlaceholder(placeholderText),
    [writerRef, placeholderText],
  );
  useLayoutEffect(() => {
    if (value === latestRef.current) return;
    latestRef.current = value;
    writerRef.current?.setText(value);
  }, [writerRef, latestRef, value]);
}
