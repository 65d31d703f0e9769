import { t, type MessageId, type MessageValues } from '@/i18n/i18n';

/**
 * What a failed call rejects with. `code` and `msg` are the contract's `{ code, msg }`; `kind`
 * says where it failed so pages can choose between their own error state and a toast.
 */
export type ApiErrorKind = 'api' | 'http' | 'network' | 'parse' | 'request' | 'timeout';

export interface ApiError {
  kind: ApiErrorKind;
  /** The envelope's code for `api` errors; null when the server gave none. */
  code: number | null;
  msg: string;
  /** The HTTP status when a response arrived. */
  status?: number;
  /** True when the call layer has already shown `msg` as a toast (the spec's toast rule). */
  toasted?: boolean;
  /**
   * The app's own words for the failure (not the server's), kept as a message id and its values
   * so a page shows them in the language active when it renders; `msg` holds them as said then.
   */
  said?: { id: MessageId; values?: MessageValues };
}

/** An error in the app's own words: `msg` in the active language, `said` to say it again later. */
export function appError(
  fields: Omit<ApiError, 'msg' | 'said'>,
  id: MessageId,
  values?: MessageValues,
): ApiError {
  return { ...fields, msg: t(id, values), said: values ? { id, values } : { id } };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ApiError).kind === 'string' &&
    typeof (value as ApiError).msg === 'string'
  );
}

/** A human sentence for any error an RTK Query hook reports, in the active language. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error) && error.said) return t(error.said.id, error.said.values);
  return isApiError(error) && error.msg ? error.msg : (fallback ?? t('api.somethingWrong'));
}

/** True for HTTP 401 or envelope code 401: the session has expired. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 401);
}

/**
 * True when the blog itself said no: HTTP 401, or an envelope whose code is not 0 (on any status).
 * Anything else (no answer, a timeout, an HTTP error without an envelope, a body the app cannot
 * read) means the blog was not reached, and says nothing about the session.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || (error.code !== null && error.code !== 0));
}

/** True when the backend answered 404 (used for optional extensions such as the file list). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
