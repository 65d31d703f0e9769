/** The demo owner's sign-in: one account, opaque random tokens, and a way to expire them all. */
import { getDb, markWritten } from '../db';
import { Code, MockError } from '../envelope';
import { requiredText, type Input } from './fields';

export const DEMO_USER = {
  username: 'admin',
  password: 'admin123',
  nickname: 'Demo Owner',
  avatar: '/avatar.svg',
};
// Old tokens fall off the end, as sessions expire on a real server.
const MAX_SESSIONS = 50;

function randomToken(): string {
  // getRandomValues works in insecure contexts too (a demo served over plain http).
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function login(input: Input) {
  const username = requiredText(input.username, 'Username', 100);
  const password = requiredText(input.password, 'Password', 100);
  if (username !== DEMO_USER.username || password !== DEMO_USER.password) {
    throw new MockError(Code.WRONG_CREDENTIALS, 'Wrong username or password.');
  }
  const token = randomToken();
  const db = getDb();
  db.sessions = [token, ...db.sessions].slice(0, MAX_SESSIONS);
  markWritten();
  return { token, username };
}

export const isSession = (token: string) => token !== '' && getDb().sessions.includes(token);

export function logout(token: string): null {
  getDb().sessions = getDb().sessions.filter((item) => item !== token);
  markWritten();
  return null;
}

/** Every token stops working (the test-only `POST /__mock/expire-sessions`). */
export function expireSessions(): void {
  getDb().sessions = [];
  markWritten();
}

export const profile = () => ({
  username: DEMO_USER.username,
  nickname: DEMO_USER.nickname,
  avatar: DEMO_USER.avatar,
});
