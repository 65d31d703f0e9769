/**
 * Uploads images pasted or dropped into the Markdown editor. Each gets a placeholder at the caret
 * at once, replaced by its Markdown when the upload succeeds or removed when it fails, so the text
 * stays usable while files travel. A failure stays listed under the editor with its reason (the
 * call layer toasts only a refusal, never a failure to reach the server), to retry or dismiss. `replace` edits the text as it is when the
 * upload ends (the owner keeps typing meanwhile), as an undoable edit where it can.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadHandle } from '@/api/upload';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { fileMarkdown, isImageType } from '@/features/files/file-format';
import { imageMarkdown, uploadingPlaceholder } from './markdown-actions';

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
  /** Replaces the first `search` in the text, if it is still there, with `replacement`. */
  replace: (search: string, replacement: string) => void;
}

let nextId = 1;

export function useInlineUploads({ replace }: Options) {
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<InlineUpload[]>([]);
  const [failed, setFailed] = useState<FailedInlineUpload[]>([]);
  const handles = useRef(new Map<number, UploadHandle>());
  const cancelled = useRef(new Set<number>());

  useEffect(() => {
    const live = handles.current;
    return () => live.forEach((handle) => handle.abort());
  }, []);

  /** Starts uploading `file`; returns the placeholder to insert at the caret. */
  const start = useCallback(
    (file: File): string => {
      const id = nextId++;
      const placeholder = uploadingPlaceholder(file.name);
      setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
      const handle = uploadFile(file, {
        onProgress: (fraction) =>
          setUploads((list) =>
            list.map((item) => (item.id === id ? { ...item, progress: fraction } : item)),
          ),
        notify: (message) => dispatch(showToast(message, 'error')),
      });
      handles.current.set(id, handle);
      void handle.result.then((result) => {
        handles.current.delete(id);
        setUploads((list) => list.filter((item) => item.id !== id));
        if (result.data) {
          const { url, mimeType } = result.data;
          replace(
            placeholder,
            isImageType(mimeType || file.type)
              ? imageMarkdown(file.name, url)
              : fileMarkdown(file.name, url, false),
          );
          dispatch(showToast(`Uploaded ${file.name}.`, 'success'));
        } else {
          replace(placeholder, '');
          // Cancelled by the owner: nothing to say.
          if (!cancelled.current.delete(id)) {
            setFailed((list) => [...list, { id, file, reason: result.error.msg }]);
          }
        }
      });
      return placeholder;
    },
    [dispatch, replace],
  );

  const cancel = useCallback((id: number) => {
    cancelled.current.add(id);
    handles.current.get(id)?.abort();
  }, []);

  const dismiss = useCallback(
    (id: number) => setFailed((list) => list.filter((item) => item.id !== id)),
    [],
  );

  return { uploads, start, cancel, failed, dismiss };
}
