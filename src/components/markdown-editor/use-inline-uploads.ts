/**
 * Uploads images pasted or dropped into the Markdown editor. Each gets a placeholder at the caret
 * at once, replaced by its Markdown when the upload succeeds or removed when it fails, so the text
 * stays usable while files travel. A failure stays listed under the editor with its reason (the
 * call layer toasts only a refusal, never a failure to reach the server), to retry or dismiss. `replace` edits the text as it is when the
 * upload ends (the owner keeps typing meanwhile), as an undoable edit where it can.
 */
import { useCallback, useRef, useState } from 'react';
import { imageMarkdown, linkMarkdown, uploadingPlaceholder } from './markdown-actions';

/**
 * How the editor uploads a file: given by its owner (the console's useUploadFile fits), so the
 * editor knows no API. The job settles with the stored file's address, a reason, or a cancel.
 */
export type EditorUpload = (
  file: File,
  options: { onProgress: (fraction: number) => void },
) => {
  result: Promise<
    | { status: 'done'; item: { url: string; mimeType?: string | null } }
    | { status: 'failed'; reason: string }
    | { status: 'cancelled' }
  >;
  cancel: () => void;
};
type UploadJob = ReturnType<EditorUpload>;

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
  upload: EditorUpload;
  /** Replaces the first `search` in the text, if it is still there, with `replacement`. */
  replace: (search: string, replacement: string) => void;
}

let nextId = 1;

export function useInlineUploads({ upload, replace }: Options) {
  const [uploads, setUploads] = useState<InlineUpload[]>([]);
  const [failed, setFailed] = useState<FailedInlineUpload[]>([]);
  const jobs = useRef(new Map<number, UploadJob>());

  /** Starts uploading `file`; returns the placeholder to insert at the caret. */
  const start = useCallback(
    (file: File): string => {
      const id = nextId++;
      const placeholder = uploadingPlaceholder(file.name);
      setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
      const job = upload(file, {
        onProgress: (fraction) =>
          setUploads((list) =>
            list.map((item) => (item.id === id ? { ...item, progress: fraction } : item)),
          ),
      });
      jobs.current.set(id, job);
      void job.result.then((outcome) => {
        jobs.current.delete(id);
        setUploads((list) => list.filter((item) => item.id !== id));
        if (outcome.status === 'done') {
          const { url, mimeType } = outcome.item;
          replace(
            placeholder,
            (mimeType || file.type).startsWith('image/')
              ? imageMarkdown(file.name, url)
              : linkMarkdown(file.name, url),
          );
          return;
        }
        replace(placeholder, '');
        // Cancelled by the owner: nothing to say.
        if (outcome.status === 'failed') {
          setFailed((list) => [...list, { id, file, reason: outcome.reason }]);
        }
      });
      return placeholder;
    },
    [upload, replace],
  );

  const cancel = useCallback((id: number) => jobs.current.get(id)?.cancel(), []);

  const dismiss = useCallback(
    (id: number) => setFailed((list) => list.filter((item) => item.id !== id)),
    [],
  );

  return { uploads, start, cancel, failed, dismiss };
}
