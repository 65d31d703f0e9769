/**
 * The File screen's uploads: many at once, each with its own progress, cancel and retry (each
 * through useUploadFile, which says what happened and refreshes the list).
 */
import { useCallback, useRef, useState } from 'react';
import type { FileItem } from '@/api/types';
import { useUploadFile, type UploadJob } from './use-upload-file';

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
  const jobs = useRef(new Map<number, UploadJob>());

  const patch = useCallback((id: number, change: Partial<QueuedUpload>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    (id: number, file: File) => {
      const job = upload(file, { onProgress: (progress) => patch(id, { progress }) });
      jobs.current.set(id, job);
      void job.result.then((outcome) => {
        jobs.current.delete(id);
        if (outcome.status === 'done') {
          patch(id, { status: 'done', progress: 1, result: outcome.item });
        } else if (outcome.status === 'cancelled') {
          patch(id, { status: 'cancelled', error: 'Cancelled.' });
        } else {
          patch(id, { status: 'failed', error: outcome.reason });
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

  const cancel = useCallback((id: number) => jobs.current.get(id)?.cancel(), []);

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
