/**
 * File upload (POST /api/file/upload, multipart field `file`). fetch cannot report upload
 * progress, so this one call goes through XMLHttpRequest, with the same request building and
 * envelope rules as the base query.
 */
import { toFileItem } from './adapters';
import { buildRequest, parseEnvelope } from './base-query';
import type { ApiError } from './errors';
import { requestReauth } from './session';
import { clearToken, readToken } from './token';
import type { FileItem } from './types';

export const UPLOAD_PATH = '/api/file/upload';

export type UploadResult = { data: FileItem; error?: undefined } | { error: ApiError; data?: undefined };

export interface UploadHandle {
  result: Promise<UploadResult>;
  abort: () => void;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Shown for `code !== 0` answers (the toast). */
  notify?: (message: string) => void;
}

function sendOnce(file: File, onProgress: UploadOptions['onProgress'], xhrRef: { current: XMLHttpRequest | null }) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const { url, init } = buildRequest({ url: UPLOAD_PATH, method: 'POST', formData }, readToken());
  return new Promise<UploadResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parseEnvelope(xhr.status, xhr.responseText);
      resolve(parsed.error ? { error: parsed.error } : { data: toFileItem(parsed.data) });
    };
    xhr.onerror = () =>
      resolve({ error: { kind: 'network', code: null, msg: 'The upload could not reach the server.' } });
    xhr.onabort = () => resolve({ error: { kind: 'network', code: null, msg: 'Upload cancelled.' } });
    xhr.send(formData);
  });
}

export function uploadFile(file: File, options: UploadOptions = {}): UploadHandle {
  const xhrRef: { current: XMLHttpRequest | null } = { current: null };
  let aborted = false;
  const run = async (): Promise<UploadResult> => {
    const hadToken = readToken() !== null;
    let result = await sendOnce(file, options.onProgress, xhrRef);
    if (result.error && (result.error.status === 401 || result.error.code === 401)) {
      clearToken();
      if (hadToken && !aborted && (await requestReauth())) {
        result = await sendOnce(file, options.onProgress, xhrRef);
      }
    }
    if (result.error?.kind === 'api') options.notify?.(result.error.msg);
    return result;
  };
  return {
    result: run(),
    abort: () => {
      aborted = true;
      xhrRef.current?.abort();
    },
  };
}
