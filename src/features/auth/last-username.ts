/**
 * The login name last typed at sign-in, remembered on this device so the re-sign-in dialog can
 * fill it in (the profile's display name is not a login name). Storage may be unavailable.
 */
import { LAST_USERNAME_STORAGE_KEY } from '@/config/constants';

export function readLastUsername(): string {
  try {
    return localStorage.getItem(LAST_USERNAME_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeLastUsername(username: string): void {
  try {
    localStorage.setItem(LAST_USERNAME_STORAGE_KEY, username);
  } catch {
    /* private mode: the dialog then asks for the name */
  }
}
