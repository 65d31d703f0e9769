/**
 * Toasts a failed mutation unless the base query already did: it toasts every envelope error
 * (`kind: 'api'`) of a non-silent call itself, and stays quiet on network and HTTP failures.
 */
import type { AppDispatch } from '@/app/store';
import { errorMessage, isApiError } from '@/api/errors';
import { showToast } from '@/lib/toast-slice';

export function reportFailure(
  dispatch: AppDispatch,
  error: unknown,
  fallback: string,
  options: { silentCall?: boolean } = {},
): void {
  const toastedAlready = !options.silentCall && isApiError(error) && error.kind === 'api';
  if (!toastedAlready) dispatch(showToast(errorMessage(error, fallback), 'error'));
}
