import '@testing-library/jest-dom';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db';
import { staticHost } from './static-host';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  server.use(...staticHost);
  // Not in the node environment (the prerender's tests).
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
