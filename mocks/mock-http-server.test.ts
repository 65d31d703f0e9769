import { http, passthrough } from 'msw';
import { startMockHttpServer, type MockHttpServer } from './mock-http-server';
import { server as mswServer } from './node';

describe('mock HTTP server', () => {
  let api: MockHttpServer;

  beforeAll(async () => {
    api = await startMockHttpServer(0);
  });
  afterAll(() => api.close());
  // jest's msw would refuse these requests as unhandled: let them go to the real server.
  beforeEach(() => mswServer.use(http.all(`${api.url}/*`, () => passthrough())));

  it('answers a cross-origin call through the same handlers, with CORS', async () => {
    const preflight = await fetch(`${api.url}/api/article/all`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:8080',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const response = await fetch(`${api.url}/api/article?pageSize=2`, {
      headers: { Origin: 'http://127.0.0.1:8080' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { code: number; data: { list: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(2);
  });

  it('serves a seed file at the URL its list gives, over HTTP, with its type', async () => {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin123',
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const list = await fetch(`${api.url}/api/file?pageSize=100`, {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    const files = (await list.json()) as { data: { list: { url: string; mimeType: string }[] } };
    const svg = files.data.list.find((file) => file.mimeType === 'image/svg+xml');
    expect(svg?.url.startsWith(`${api.url}/uploads/`)).toBe(true);

    const served = await fetch(svg!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(await served.text()).toMatch(/^<svg /);
  });

  it('answers unknown paths with a 404 envelope and expires sessions on request', async () => {
    const missing = await fetch(`${api.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404 });

    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=admin123',
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const profile = () =>
      fetch(`${api.url}/api/auth/profile`, { headers: { Authorization: `Bearer ${data.token}` } });
    expect((await profile()).status).toBe(200);
    await fetch(`${api.url}/__mock/expire-sessions`, { method: 'POST' });
    expect((await profile()).status).toBe(401);
  });

  it('plays a hostile backend on request (string ids, hostile records) until the next reset', async () => {
    const post = (name: string) => fetch(`${api.url}/__mock/${name}`, { method: 'POST' });
    const list = async () =>
      (
        (await (await fetch(`${api.url}/api/article?pageSize=2`)).json()) as {
          data: { list: { id: unknown; title: string }[] };
        }
      ).data.list;
    await post('hostile');
    const hostile = await list();
    expect(hostile.map((item) => item.id)).toEqual(
      expect.arrayContaining(['bad\ud800', '', '.', '..', '../../x', '..%2F..%2Fx']),
    );
    expect(hostile.every((item) => typeof item.id === 'string')).toBe(true);
    const detail = await fetch(`${api.url}/api/article/detail/${encodeURIComponent('../../x')}`);
    expect(((await detail.json()) as { data: { title: string } }).data.title).toBe(
      'Hostile id: traversal',
    );
    await post('reset');
    expect((await list()).map((item) => typeof item.id)).toEqual(['number', 'number']);
  });
});
