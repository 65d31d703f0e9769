/**
 * Uploads images pasted or dropped into the Markdown editor. Each gets a placeholder at the caret
 * at once, replaced by its Markdown when the upload succeeds or removed (with a message) when it
 * fails, so the text stays usable while files travel. The content is read through `getValue` at
 * the moment each upload ends: the owner keeps typing meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadHandle } from '@/api/upload';
import { useAppDispatch } from '@/lib/hooks';
import { showToast } from '@/lib/toast-slice';
import { fileMarkdown, isImageType } from '@/features/files/file-format';
import { uploadingPlaceholder } from './markdown-actions';

export interface InlineUpload {
  id: number;
  name: string;
  /** 0..1 */
  progress: number;
}

interface Options {
  getValue: () => string;
  setValue: (value: string) => void;
}

let nextId = 1;

export function useInlineUploads({ getValue, setValue }: Options) {
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<InlineUpload[]>([]);
  const handles = useRef(new Map<number, UploadHandle>());

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
        const current = getValue();
        if (result.data) {
          const markdown = fileMarkdown(
            file.name,
            result.data.url,
            isImageType(result.data.mimeType || file.type),
          );
          setValue(
            current.includes(placeholder) ? current.replace(placeholder, markdown) : current,
          );
          dispatch(showToast(`Uploaded ${file.name}.`, 'success'));
        } else {
          setValue(current.replace(placeholder, ''));
          if (!result.error.toasted) {
            dispatch(showToast(`Could not upload ${file.name}: ${result.error.msg}`, 'error'));
          }
        }
      });
      return placeholder;
    },
    [dispatch, getValue, setValue],
  );

  const cancel = useCallback((id: number) => handles.current.get(id)?.abort(), []);

  return { uploads, start, cancel };
}
