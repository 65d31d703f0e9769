import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setReauthHandler } from './session';
import { readToken, writeToken } from './token';
import { captureRequests, envelope, patchConfig, restoreConfig } from '../../test/api-wire';
import { uploadFile, UPLOAD_PATH } from './upload';

// jest-fixed-jsdom installs Node's Blob and FormData but keeps jsdom's File, which Node's FormData
// refuses: build the file from Node's own File, as a browser's FormData would accept its own.
const file = () =>
  new NodeFile(['x'.repeat(2048)], '报告 #1?.png', { type: 'image/png' }) as unknown as File;

afterEach(() => setReauthHandler(null));

describe('uploadFile', () => {
  it('posts the multipart field "file" with the token and adapts the answer', async () => {
    writeToken('tok');
    const calls = captureRequests(() =>
      envelope({
        id: 9,
        name: '报告 #1?.png',
        url: '/files/9.png',
        size: 2048,
        mimeType: 'image/png',
      }),
    );
    const progress = jest.fn();
    const notify = jest.fn();
    const { result } = uploadFile(file(), { onProgress: progress, notify });
    await expect(result).resolves.toEqual({
      data: {
        id: '9',
        name: '报告 #1?.png',
        url: '/files/9.png',
        size: 2048,
        mimeType: 'image/png',
        createdAt: '',
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.href).toBe(`http://api.test${UPLOAD_PATH}`);
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await calls[0].request.formData()).get('file') as File;
    expect(sent.name).toBe('报告 #1?.png');
    expect(sent.size).toBe(2048);
    expect(progress).toHaveBeenCalled();
    expect(progress.mock.calls.every(([f]) => f >= 0 && f <= 1)).toBe(true);
    expect(progress).toHaveBeenLastCalledWith(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('notifies code !== 0 and rejects with { code, msg }', async () => {
    captureRequests(() => envelope(null, 4001, 'File too large'));
    const notify = jest.fn();
    const { error } = await uploadFile(file(), { notify }).result;
    expect(error).toMatchObject({ kind: 'api', code: 4001, msg: 'File too large' });
    expect(notify).toHaveBeenCalledWith('File too large');
  });

  it('notifies an HTTP error whose body is an envelope with code !== 0', async () => {
    server.use(
      http.post('*/api/file/upload', () =>
        HttpResponse.json({ code: 4130, msg: 'Over the size limit', data: null }, { status: 413 }),
      ),
    );
    const notify = jest.fn();
    const { error } = await uploadFile(file(), { notify }).result;
    expect(error).toMatchObject({ kind: 'http', status: 413, code: 4130, toasted: true });
    expect(notify).toHaveBeenCalledWith('Over the size limit');
  });

  it.each([
    ['an HTML 502 page', () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 }), 'http'],
    ['truncated JSON', () => new HttpResponse('{"code":0,"da', { status: 200 }), 'parse'],
    ['a network failure', () => HttpResponse.error(), 'network'],
  ])('rejects %s without notifying', async (_name, respond, kind) => {
    server.use(http.post('*/api/file/upload', respond));
    const notify = jest.fn();
    const { error } = await uploadFile(file(), { notify }).result;
    expect(error?.kind).toBe(kind);
    expect(error?.msg).not.toBe('');
    expect(notify).not.toHaveBeenCalled();
  });

  it('fails with a timeout when the server stops answering', async () => {
    patchConfig({ requestTimeoutMs: 50 });
    try {
      server.use(http.post('*/api/file/upload', () => new Promise<Response>(() => undefined)));
      await expect(uploadFile(file(), { notify: jest.fn() }).result).resolves.toEqual({
        error: expect.objectContaining({ kind: 'timeout', code: null }),
      });
    } finally {
      restoreConfig();
    }
  });

  it('rejects when aborted', async () => {
    let reached: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    // The answer is held until the upload has been cancelled (not for a time that a busy machine
    // could outlast).
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/api/file/upload', () => {
        reached();
        return new Promise<Response>((resolve) => {
          answer = () => resolve(envelope({ id: 1 }));
        });
      }),
    );
    const handle = uploadFile(file(), { notify: jest.fn() });
    await arrived;
    handle.abort();
    await expect(handle.result).resolves.toMatchObject({
      error: { kind: 'network', code: null, msg: 'Upload cancelled.' },
    });
    answer();
  });

  it('clears the token on 401 and retries once after re-auth', async () => {
    writeToken('old');
    setReauthHandler(async () => {
      writeToken('new');
      return true;
    });
    const calls = captureRequests((call) =>
      call.headers.get('authorization') === 'Bearer new'
        ? envelope({ id: 1, name: 'a.png', url: '/files/1.png' })
        : new HttpResponse(null, { status: 401 }),
    );
    const { data } = await uploadFile(file(), { notify: jest.fn() }).result;
    expect(data?.id).toBe('1');
    expect(calls).toHaveLength(2);
    setReauthHandler(async () => false);
    writeToken('dead');
    const { error } = await uploadFile(file(), { notify: jest.fn() }).result;
    expect(error?.status).toBe(401);
    expect(readToken()).toBeNull();
  });
});
