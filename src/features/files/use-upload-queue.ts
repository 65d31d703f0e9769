/**
 * The File screen's uploads: many at once, each with its own progress, cancel and retry. A
 * finished upload joins this visit's uploads and refreshes the server's file list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiSlice } from '@/api/api-slice';
import type { FileItem } from '@/api/types';
import { uploadFile, type UploadHandle } from '@/api/upload';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { addSessionUpload } from './session-uploads';

export type UploadStatus = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueuedUpload {
  id: number;
  file: File;
  /** 0..1 */
  progress: number;
  status: UploadStatus;
  error?: string;
  result?: FileItem;
}

let nextId = 1;

export function useUploadQueue() {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const handles = useRef(new Map<number, { handle: UploadHandle; cancelled: boolean }>());

  useEffect(() => {
    const live = handles.current;
    return () => live.forEach((entry) => entry.handle.abort());
  }, []);

  const patch = useCallback((id: number, change: Partial<QueuedUpload>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (id: number, file: File) => {
      const handle = uploadFile(file, {
        onProgress: (progress) => patch(id, { progress }),
        notify: (message) => dispatch(showToast(message, 'error')),
      });
      const entry = { handle, cancelled: false };
      handles.current.set(id, entry);
      void handle.result.then((result) => {
        handles.current.delete(id);
        if (result.data) {
          patch(id, { status: 'done', progress: 1, result: result.data });
          addSessionUpload(result.data);
          dispatch(apiSlice.util.invalidateTags([{ type: 'File', id: 'LIST' }]));
          dispatch(showToast(`Uploaded ${file.name}.`, 'success'));
        } else if (entry.cancelled) {
          patch(id, { status: 'cancelled', error: 'Cancelled.' });
        } else {
          patch(id, { status: 'failed', error: result.error.msg });
        }
      });
    },
    [dispatch, patch],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        id: nextId++,
        file,
        progress: 0,
        status: 'uploading' as const,
      }));
      setItems((list) => [...added, ...list]);
      added.forEach((item) => run(item.id, item.file));
    },
    [run],
  );

  const cancel = useCallback((id: number) => {
    const entry = handles.current.get(id);
    if (!entry) return;
    entry.cancelled = true;
    entry.handle.abort();
  }, []);

  const retry = useCallback(
    (item: QueuedUpload) => {
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      run(item.id, item.file);
    },
    [patch, run],
  );

  const dismiss = useCallback(
    (id: number) => setItems((list) => list.filter((item) => item.id !== id)),
    [],
  );
  const clearFinished = useCallback(
    () => setItems((list) => list.filter((item) => item.status !== 'done')),
    [],
  );

  return { items, add, cancel, retry, dismiss, clearFinished };
}
