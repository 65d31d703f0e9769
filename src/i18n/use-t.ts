/**
 * The message function for components: `const t = useT(); t('sidebar.categories')`. It comes
 * from Lingui's React binding, so the component re-renders when the language changes.
 */
import { useLingui } from '@lingui/react';
import type { MessageId, MessageValues } from './i18n';

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  return useLingui()._ as Translate;
}
