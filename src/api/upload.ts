/**
 * File upload (POST /api/file/upload, multipart field `file`). fetch cannot report upload
 * progress, so this one call goes through XMLHttpRequest, with the same request building and
 * envelope rules as the base query.
 */
import { toFileItem } from './adapters';
import { shapeError } from './api-slice';
import { isFileAnswer } from './mutation-answers';
import { getConfig } from '@/config/runtime-config';
import { announce, parseEnvelope, requestTarget, timeoutError, withSession } from './base-query';
import { appError, type ApiError } from './errors';
import { readToken } from './token';
import type { FileItem } from './types';

export const UPLOAD_PATH = '/api/file/upload';

export type UploadResult =
  { data: FileItem; error?: undefined } | { error: ApiError; data?: undefined };

export interface UploadHandle {
  result: Promise<UploadResult>;
  abort: () => void;
}

/**
 * What an upload's caller hears (the app's one upload path, `useUploadFile`, gives it): the file,
 * or why not and whether the owner cancelled it. Shared UI (the Markdown editor) takes a function
 * of this shape, so it needs to know nothing of the store or its messages.
 */
export type UploadOutcome =
  | { data: FileItem; error?: undefined; cancelled?: undefined }
  | { error: ApiError; cancelled: boolean; data?: undefined };

export interface UploadTask {
  result: Promise<UploadOutcome>;
  cancel: () => void;
}

export interface StartUploadOptions {
  /** 0..1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  /** The success toast; `Uploaded <name>.` unless said. */
  successMessage?: string;
}

export type StartUpload = (file: File, options?: StartUploadOptions) => UploadTask;

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** Shows the error toast the spec's rule asks for (`code !== 0`); the base query decides when. */
  notify: (message: string) => void;
}

/** The running request and a way to cancel it; cancelling settles the result at once. */
type XhrRef = { current: XMLHttpRequest | null; cancel?: () => void };

// Uploads happen in the console only: their words are in the console's part of the catalog.
const cancelled = (): UploadResult => ({
  error: appError({ kind: 'network', code: null }, 'console.api.uploadCancelled'),
});

function sendOnce(file: File, onProgress: UploadOptions['onProgress'], xhrRef: XhrRef) {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const { url, headers } = requestTarget(UPLOAD_PATH, readToken());
  return new Promise<UploadResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) {
      xhr.setRequestHeader(name, value);
    }
    // A large file on a slow line may take longer than any fixed limit, so the deadline counts
    // from the last sign of life: a server that stops answering still ends in an error.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: UploadResult) => {
      clearTimeout(deadline);
      resolve(result);
    };
    const stillAlive = () => {
      clearTimeout(deadline);
      deadline = setTimeout(() => {
        xhr.onabort = null;
        xhr.abort();
        settle({ error: timeoutError() });
      }, getConfig().requestTimeoutMs);
    };
    xhr.upload.onprogress = (event) => {
      stillAlive();
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onprogress = stillAlive;
    xhr.onload = () => {
      const parsed = parseEnvelope(xhr.status, xhr.responseText);
      // An answer that is not a file (`data: null`) must not become a file without an address.
      if (parsed.error) settle({ error: parsed.error });
      else if (!isFileAnswer(parsed.data)) settle({ error: shapeError() });
      else settle({ data: toFileItem(parsed.data) });
    };
    xhr.onerror = () =>
      settle({ error: appError({ kind: 'network', code: null }, 'console.api.uploadUnreachable') });
    xhr.onabort = () => settle(cancelled());
    // Settle now rather than trust every XHR implementation (msw's included) to skip onload.
    xhrRef.cancel = () => {
      xhr.abort();
      settle(cancelled());
    };
    xhr.send(formData);
    stillAlive();
  });
}

export function uploadFile(file: File, options: UploadOptions): UploadHandle {
  const xhrRef: XhrRef = { current: null };
  let aborted = false;
  const run = async (): Promise<UploadResult> => {
    const result = await withSession(
      () => sendOnce(file, options.onProgress, xhrRef),
      () => !aborted,
    );
    return announce(result, options.notify);
  };
  return {
    result: run(),
    abort: () => {
      aborted = true;
      xhrRef.cancel?.();
    },
  };
}
