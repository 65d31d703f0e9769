/**
 * A language for a unit test: `speakInTest('zh-CN')` loads that catalog (as ICU text, which Lingui
 * compiles in tests), activates it, and makes it the console's choice too (the console layout
 * speaks the owner's language); setup-tests.ts goes back to English after each test.
 */
import { act } from '@testing-library/react';
import { chooseConsoleLocale } from '@/i18n/console-locale';
import { activate, registerCatalog } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locales';

export function speakInTest(locale: Locale): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalog named at run time
  const messages = require(`../src/i18n/catalogs/${locale}.json`) as object;
  registerCatalog(locale, 'public', messages);
  registerCatalog(locale, 'console', messages);
  act(() => {
    chooseConsoleLocale(locale);
    activate(locale);
  });
}
