/**
 * The message function for components: `const t = useT(); t('sidebar.categories')`. The component
 * re-renders when the language changes or its words arrive (Lingui's change event), with no
 * provider needed around it: a component renders the same in the app, the prerender and a test.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { i18n, type MessageId, type MessageValues } from './i18n';
import type { Locale } from './locales';

export type Translate = (id: MessageId, values?: MessageValues) => string;

// Every change (a language activated, a catalog loaded) is a new version.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (listener: () => void) => i18n.on('change', listener);
const currentVersion = () => version;

export function useT(): Translate {
  // A new function per version, so memoized children that take it update too.
  const seen = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version is why it is new
  return useCallback<Translate>((id, values) => i18n._(id, values), [seen]);
}

/** The active language, for components that format with it (MUI's own words, Intl). */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return i18n.locale as Locale;
}
