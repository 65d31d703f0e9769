/** A bare client for the mock backend's tests: real fetch, qs-encoded forms, the raw envelope back. */
import qs from 'qs';

export const API = 'http://api.test';

export interface Envelope<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call<T = unknown>(
  method: Method,
  path: string,
  params: Record<string, unknown> = {},
  token?: string,
): Promise<Envelope<T>> {
  const encoded = qs.stringify(params, { arrayFormat: 'repeat' });
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const init: RequestInit =
    method === 'GET'
      ? { method, headers }
      : {
          method,
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: encoded,
        };
  const url = `${API}${path}${method === 'GET' && encoded ? `?${encoded}` : ''}`;
  const response = await fetch(url, init);
  const body = (await response.json()) as Omit<Envelope<T>, 'status'>;
  return { status: response.status, ...body };
}

export async function signIn(): Promise<string> {
  const answer = await call<{ token: string }>('POST', '/api/auth/login', {
    username: 'admin',
    password: 'admin123',
  });
  return answer.data.token;
}
