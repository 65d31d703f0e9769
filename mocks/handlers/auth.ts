import { http } from 'msw';
import { login, logout, profile } from '../data/sessions';
import { consoleRoute, publicRoute } from './route';

export const authHandlers = [
  http.post(
    '*/api/auth/login',
    publicRoute(({ input }) => login(input)),
  ),
  // Signing out always succeeds, even with a session that has already expired.
  http.post(
    '*/api/auth/logout',
    publicRoute(({ token }) => logout(token)),
  ),
  http.get(
    '*/api/auth/profile',
    consoleRoute(() => profile()),
  ),
];
