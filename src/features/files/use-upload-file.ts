/**
 * The one way the console uploads a file (the File screen's queue, images pasted or dropped into
 * the editor, an article's cover): progress, cancel, the messages and the refresh, decided here
 * once. A refusal (`code !== 0`) toasts its msg by the call layer's rule; a failure to reach the
 * server never toasts, the caller shows it in place with its reason. A finished upload says so,
 * joins this visit's uploads (the File screen lists them even on a backend without a file list)
 * and marks the server's file list stale. Uploads still running when the caller unmounts are
 * cancelled.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { FileItem } from '@/api/types';
import { uploadFile, type UploadHandle } from '@/api/upload';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { invalidateFileList } from './files-api';
import { addSessionUpload } from './session-uploads';

export type UploadOutcome =
  | { status: 'done'; item: FileItem }
  | { status: 'failed'; reason: string }
  | { status: 'cancelled' };

export interface UploadJob {
  result: Promise<UploadOutcome>;
  cancel: () => void;
}

export interface UploadFileOptions {
  /** 0..1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  /** The success toast; `Uploaded <name>.` unless given. */
  doneMessage?: string;
}

export type UploadFile = (file: File, options?: UploadFileOptions) => UploadJob;

export function useUploadFile(): UploadFile {
  const dispatch = useAppDispatch();
  const live = useRef(new Set<UploadHandle>());

  useEffect(() => {
    const handles = live.current;
    return () => handles.forEach((handle) => handle.abort());
  }, []);

  return useCallback(
    (file, options = {}) => {
      let cancelled = false;
      const handle = uploadFile(file, {
        onProgress: options.onProgress,
        notify: (message) => dispatch(showToast(message, 'error')),
      });
      live.current.add(handle);
      const result = handle.result.then((answer): UploadOutcome => {
        live.current.delete(handle);
        if (answer.data) {
          addSessionUpload(answer.data);
          dispatch(invalidateFileList());
          dispatch(showToast(options.doneMessage ?? `Uploaded ${file.name}.`, 'success'));
          return { status: 'done', item: answer.data };
        }
        return cancelled ? { status: 'cancelled' } : { status: 'failed', reason: answer.error.msg };
      });
      return {
        result,
        cancel: () => {
          cancelled = true;
          handle.abort();
        },
      };
    },
    [dispatch],
  );
}
