import { File as NodeFile } from 'node:buffer';
import { API, call, signIn } from '../testing/api-client';

interface FileItem {
  id: number;
  name: string;
  url: string;
  size: number;
  mimeType: string;
}

// Node's File: the fetch FormData here is Node's and refuses jsdom's File.
async function upload(token: string, file: NodeFile | null) {
  const form = new FormData();
  if (file) form.append('file', file as unknown as Blob, file.name);
  const response = await fetch(`${API}/api/file/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: FileItem };
}

describe('files', () => {
  it('uploads, lists, serves and deletes a file', async () => {
    const token = await signIn();
    const answer = await upload(
      token,
      new NodeFile(['hello, world'], 'notes ü.txt', { type: 'text/plain' }),
    );
    expect(answer).toMatchObject({
      code: 0,
      data: { name: 'notes ü.txt', size: 12, mimeType: 'text/plain' },
    });
    expect(answer.data.url).toBe(`${API}/uploads/${answer.data.id}/notes%20%C3%BC.txt`);
    const served = await fetch(answer.data.url);
    expect(served.headers.get('content-type')).toBe('text/plain');
    expect(await served.text()).toBe('hello, world');

    const list = await call<{ list: FileItem[]; total: number }>(
      'GET',
      '/api/file',
      { page: 1, pageSize: 2 },
      token,
    );
    expect(list.data.list).toHaveLength(2);
    expect(list.data.list[0].id).toBe(answer.data.id);
    expect(list.data.total).toBeGreaterThanOrEqual(4);

    expect((await call('DELETE', `/api/file/${answer.data.id}`, {}, token)).code).toBe(0);
    expect((await fetch(answer.data.url)).status).toBe(404);
    expect((await call('DELETE', `/api/file/${answer.data.id}`, {}, token)).msg).toBe(
      'File not found.',
    );
  });

  it('serves every listed file, seed files included, at its URL with its type', async () => {
    const token = await signIn();
    const list = await call<{ list: FileItem[] }>('GET', '/api/file', { pageSize: 100 }, token);
    expect(list.data.list.length).toBeGreaterThanOrEqual(3);
    for (const file of list.data.list) {
      const served = await fetch(file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(file.mimeType);
      expect((await served.arrayBuffer()).byteLength).toBe(file.size);
    }
  });

  it('serves SVG and HTML uploads so that they cannot run script on the blog', async () => {
    const token = await signIn();
    const script = '<script>alert(document.domain)</script>';
    const svg = await upload(
      token,
      new NodeFile([`<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`], 'x.svg', {
        type: 'image/svg+xml',
      }),
    );
    const servedSvg = await fetch(svg.data.url);
    expect(servedSvg.headers.get('content-type')).toBe('image/svg+xml');
    expect(servedSvg.headers.get('content-security-policy')).toBe('sandbox');
    expect(servedSvg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(servedSvg.headers.get('content-disposition')).toMatch(/^inline;/);

    const html = await upload(token, new NodeFile([script], 'page.html', { type: 'text/html' }));
    const servedHtml = await fetch(html.data.url);
    expect(servedHtml.headers.get('content-security-policy')).toBe('sandbox');
    expect(servedHtml.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''page.html",
    );
  });

  it('refuses a missing, empty or too large file with a message', async () => {
    const token = await signIn();
    expect((await upload(token, null)).msg).toBe('Choose a file to upload (form field "file").');
    expect((await upload(token, new NodeFile([], 'empty.txt'))).msg).toBe('The file is empty.');
    const big = new NodeFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.bin');
    expect(await upload(token, big)).toMatchObject({
      code: 413,
      msg: 'The file is larger than 10 MB.',
    });
  });

  it('needs a session to upload', async () => {
    const response = await fetch(`${API}/api/file/upload`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(401);
  });
});
