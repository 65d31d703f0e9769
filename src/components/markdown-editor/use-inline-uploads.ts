/**
 * Uploads images pasted or dropped into the Markdown editor. Each gets a placeholder at the caret
 * at once, replaced by its Markdown when the upload succeeds or removed when it fails, so the text
 * stays usable while files travel. A failure stays listed under the editor with its reason (the
 * call layer toasts only a refusal, never a failure to reach the server), to retry or dismiss. `replace` edits the text as it is when the
 * upload ends (the owner keeps typing meanwhile), as an undoable edit where it can.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StartUpload, UploadTask } from '@/api/upload';
import { fileMarkdown, imageMarkdown, isImageType, uploadingPlaceholder } from './markdown-actions';

export interface InlineUpload {
  id: number;
  name: string;
  /** 0..1 */
  progress: number;
}

export interface FailedInlineUpload {
  id: number;
  file: File;
  /** Why, from the call layer. */
  reason: string;
}

interface Options {
  /** The upload function the editor was given (its owner says the messages). */
  upload: StartUpload;
  /** Replaces the first `search` in the text, if it is still there, with `replacement`. */
  replace: (search: string, replacement: string) => void;
}

let nextId = 1;

export function useInlineUploads({ upload, replace }: Options) {
  const [uploads, setUploads] = useState<InlineUpload[]>([]);
  const [failed, setFailed] = useState<FailedInlineUpload[]>([]);
  const tasks = useRef(new Map<number, UploadTask>());

  useEffect(() => {
    const live = tasks.current;
    return () => live.forEach((task) => task.cancel());
  }, []);

  /** Starts uploading `file`; returns the placeholder to insert at the caret. */
  const start = useCallback(
    (file: File): string => {
      const id = nextId++;
      const placeholder = uploadingPlaceholder(file.name);
      setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
      const task = upload(file, {
        onProgress: (fraction) =>
          setUploads((list) =>
            list.map((item) => (item.id === id ? { ...item, progress: fraction } : item)),
          ),
      });
      tasks.current.set(id, task);
      void task.result.then((result) => {
        tasks.current.delete(id);
        setUploads((list) => list.filter((item) => item.id !== id));
        if (result.data) {
          const { url, mimeType } = result.data;
          replace(
            placeholder,
            isImageType(mimeType || file.type)
              ? imageMarkdown(file.name, url)
              : fileMarkdown(file.name, url, false),
          );
        } else {
          replace(placeholder, '');
          // Cancelled by the owner: nothing to say.
          if (!result.cancelled) {
            setFailed((list) => [...list, { id, file, reason: result.error.msg }]);
          }
        }
      });
      return placeholder;
    },
    [upload, replace],
  );

  const cancel = useCallback((id: number) => tasks.current.get(id)?.cancel(), []);

  const dismiss = useCallback(
    (id: number) => setFailed((list) => list.filter((item) => item.id !== id)),
    [],
  );

  return { uploads, start, cancel, failed, dismiss };
}
