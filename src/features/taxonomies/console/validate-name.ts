/** The rules a category or label name must meet before it is sent (the server checks them too). */
import { NAME_MAX_LENGTH } from '@/config/constants';

export function validateName(raw: string): string | null {
  const name = raw.trim();
  if (!name) return 'Enter a name.';
  if (name.length > NAME_MAX_LENGTH) {
    return `Use at most ${NAME_MAX_LENGTH} characters (this one has ${name.length}).`;
  }
  return null;
}
