import { cleanParams, encodeParams, fillPath, MissingPathParamError } from './encoding';

describe('encoding helpers', () => {
  it('cleans a copy and leaves the input untouched', () => {
    const input = { a: '', b: { c: null, d: [1, '', { e: undefined }] } };
    const snapshot = JSON.stringify(input);
    expect(cleanParams(input)).toEqual({ b: { d: [1, {}] } });
    expect(JSON.stringify(input)).toBe(snapshot);
  });

  it('sends dates as ISO strings and keeps false and 0', async () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(await encodeParams({ at, n: 0, flag: false }, 'repeat')).toBe(
      'at=2026-01-02T03%3A04%3A05.000Z&n=0&flag=false',
    );
  });

  it('encodes hostile keys in every format', async () => {
    for (const format of ['repeat', 'brackets', 'indices', 'comma'] as const) {
      expect(await encodeParams({ 'a&b=c': '1' }, format)).toBe('a%26b%3Dc=1');
    }
  });

  it('fills every placeholder and leaves the rest of the params', () => {
    expect(fillPath('/api/{kind}/{id}', { kind: 'label', id: 'x y', name: 'n' })).toEqual({
      path: '/api/label/x%20y',
      rest: { name: 'n' },
    });
    expect(() => fillPath('/api/{id}', {})).toThrow(MissingPathParamError);
    // A URL would drop these segments and the call would reach another path.
    expect(() => fillPath('/api/article/{id}', { id: '..' })).toThrow(MissingPathParamError);
    expect(() => fillPath('/api/article/{id}', { id: '.' })).toThrow(MissingPathParamError);
    expect(fillPath('/api/article/{id}', { id: '../../x' }).path).toBe('/api/article/..%2F..%2Fx');
  });

  it('turns an unencodable payload into a rejection, not a hang', async () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    await expect(encodeParams(loop, 'repeat')).rejects.toThrow(RangeError);
  });
});
