/**
 * Toasts a failed mutation unless the base query already did (its toast rule marks the error
 * `toasted`); network, HTTP and parse failures reach the owner through here.
 */
import type { AppDispatch } from '@/app/store';
import { errorMessage, isApiError } from '@/api/errors';
import { showToast } from '@/lib/toast-slice';

export function reportFailure(dispatch: AppDispatch, error: unknown, fallback: string): void {
  if (!(isApiError(error) && error.toasted))
    dispatch(showToast(errorMessage(error, fallback), 'error'));
}
