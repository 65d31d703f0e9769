import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db';
import { guardConsole } from './console-guard';
import { staticHost } from './static-host';
import { activate } from '@/i18n/i18n';
import { DEFAULT_LOCALE } from '@/i18n/locales';

// An unexpected console.error or console.warn fails the test that printed it.
guardConsole();

// findBy / waitFor wait on a condition; the bound is only how long before a test gives up, and a
// busy two-core machine can take seconds where an idle one takes milliseconds (default: 1 s).
configure({ asyncUtilTimeout: 15000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  server.use(...staticHost);
  // Not in the node environment (the prerender's tests).
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterEach(() => server.resetHandlers());
// Each test starts in English, whatever language the last one switched to (test/locale.ts).
// (local storage, the console's choice with it, is cleared before each.)
afterEach(() => activate(DEFAULT_LOCALE));
afterAll(() => server.close());
