import { expireSessions } from '../data/sessions';
import { call, signIn } from '../testing/api-client';

describe('auth', () => {
  it('signs in the demo owner and answers the profile with the token', async () => {
    const token = await signIn();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const profile = await call('GET', '/api/auth/profile', {}, token);
    expect(profile).toMatchObject({ status: 200, code: 0, data: { username: 'admin' } });
  });

  it('refuses wrong credentials and missing fields with a message', async () => {
    const wrong = await call('POST', '/api/auth/login', { username: 'admin', password: 'nope' });
    expect(wrong).toMatchObject({ code: 1001, msg: 'Wrong username or password.', data: null });
    const missing = await call('POST', '/api/auth/login', { username: '  ' });
    expect(missing.code).not.toBe(0);
    expect(missing.msg).toBe('Username is required.');
  });

  it('answers console calls without a valid token with HTTP 401', async () => {
    for (const token of [undefined, 'made-up']) {
      const answer = await call('GET', '/api/article/all', {}, token);
      expect(answer).toMatchObject({ status: 401, code: 401, msg: 'Please sign in again.' });
    }
  });

  it('accepts a raw token without the Bearer scheme', async () => {
    const token = await signIn();
    const response = await fetch('http://api.test/api/auth/profile', {
      headers: { Authorization: token },
    });
    expect(response.status).toBe(200);
  });

  it('stops accepting a token after logout or when sessions expire', async () => {
    const first = await signIn();
    await call('POST', '/api/auth/logout', {}, first);
    expect((await call('GET', '/api/auth/profile', {}, first)).status).toBe(401);
    const second = await signIn();
    expireSessions();
    expect((await call('GET', '/api/auth/profile', {}, second)).status).toBe(401);
  });
});
