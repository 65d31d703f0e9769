/** The rules a category or label name must meet before it is sent (the server checks them too). */
import { NAME_MAX_LENGTH } from '@/config/constants';
import { t } from '@/i18n/i18n';

export function validateName(raw: string): string | null {
  const name = raw.trim();
  if (!name) return t('console.taxonomies.validate.required');
  if (name.length > NAME_MAX_LENGTH) {
    return t('console.taxonomies.validate.tooLong', { max: NAME_MAX_LENGTH, length: name.length });
  }
  return null;
}
