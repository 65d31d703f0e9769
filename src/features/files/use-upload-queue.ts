/**
 * The File screen's uploads: many at once, each with its own progress, cancel and retry. A
 * finished upload joins this visit's uploads; `useUploadFile` says the messages and refreshes
 * the server's file list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileItem } from '@/api/types';
import type { UploadTask } from '@/api/upload';
import { addSessionUpload } from './session-uploads';
import { useUploadFile } from './use-upload-file';

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
  const upload = useUploadFile();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const tasks = useRef(new Map<number, UploadTask>());

  useEffect(() => {
    const live = tasks.current;
    return () => live.forEach((task) => task.cancel());
  }, []);

  const patch = useCallback((id: number, change: Partial<QueuedUpload>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (id: number, file: File) => {
      const task = upload(file, { onProgress: (progress) => patch(id, { progress }) });
      tasks.current.set(id, task);
      void task.result.then((result) => {
        tasks.current.delete(id);
        if (result.data) {
          patch(id, { status: 'done', progress: 1, result: result.data });
          addSessionUpload(result.data);
        } else if (result.cancelled) {
          patch(id, { status: 'cancelled', error: 'Cancelled.' });
        } else {
          patch(id, { status: 'failed', error: result.error.msg });
        }
      });
    },
    [upload, patch],
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

  const cancel = useCallback((id: number) => tasks.current.get(id)?.cancel(), []);

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
