/**
 * The app's one upload path (the File screen, the editor's inline images, the cover): starts an
 * upload with progress and cancel, says the spec's messages (a refusal, `code !== 0`, toasts its
 * `msg`; a failure to reach the server or read its answer never toasts; a success toasts), and
 * refreshes the file list. Callers only show progress and what the outcome means to them.
 */
import { useCallback, useEffect, useRef } from 'react';
import { uploadFile, type StartUpload, type UploadTask } from '@/api/upload';
import { useAppDispatch } from '@/lib/hooks';
import { t } from '@/i18n/i18n';
import { showToast } from '@/lib/toast-slice';
import { invalidateFileList } from './files-api';

const ERROR = 'error';
const SUCCESS = 'success';

export function useUploadFile(): StartUpload {
  const dispatch = useAppDispatch();
  // Uploads still running when their screen goes away are cancelled with it.
  const live = useRef(new Set<UploadTask>());

  useEffect(() => {
    const tasks = live.current;
    return () => tasks.forEach((task) => task.cancel());
  }, []);

  return useCallback<StartUpload>(
    (file, { onProgress, successMessage } = {}) => {
      let cancelled = false;
      const handle = uploadFile(file, {
        onProgress,
        notify: (message) => dispatch(showToast(message, ERROR)),
      });
      const task: UploadTask = {
        result: handle.result.then((result) => {
          live.current.delete(task);
          if (!result.data) return { error: result.error, cancelled };
          dispatch(invalidateFileList());
          dispatch(
            showToast(
              successMessage ?? t('console.files.upload.toast', { name: file.name }),
              SUCCESS,
            ),
          );
          return { data: result.data };
        }),
        cancel: () => {
          cancelled = true;
          handle.abort();
        },
      };
      live.current.add(task);
      return task;
    },
    [dispatch],
  );
}
