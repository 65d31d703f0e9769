/** msw for Node: jest's setup (test/setup-tests.ts) starts it and resets the db before each test. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
