import { REQUEST_TIMEOUT_MS } from './constants';
import { parseConfig, type SiteConfig } from './runtime-config';

const ok = (raw: Parameters<typeof parseConfig>[0], fallback = '') => {
  const result = parseConfig(raw, fallback);
  if (!result.ok) throw new Error(result.problem);
  return result.config;
};

describe('parseConfig', () => {
  it('explains a missing apiBase when mocks are off', () => {
    for (const raw of [
      undefined,
      {},
      { apiBase: '' },
      { apiBase: '   ' },
      { mock: 'true' as unknown as boolean },
    ]) {
      const result = parseConfig(raw, '');
      expect(result).toEqual({
        ok: false,
        problem: expect.stringMatching(/No API address is configured/),
        message: { id: 'app.config.noApiBase', values: undefined },
      });
    }
  });

  it.each([
    '/api',
    'api.example.com',
    'javascript:alert(1)',
    'ftp://x.example',
    'https://x.example/?a=1',
    'https://u:p@x.example',
  ])('rejects %p as a base with a problem text', (apiBase) => {
    const result = parseConfig({ apiBase }, '');
    expect(result).toEqual({
      ok: false,
      problem: expect.stringContaining(
        `"${apiBase}" in config.js is not an absolute http(s) address`,
      ),
      message: { id: 'app.config.badApiBase', values: { apiBase } },
    });
  });

  it('accepts mock: true without apiBase, on the page origin', () => {
    expect(ok({ mock: true })).toMatchObject({ mock: true, apiBase: location.origin });
  });

  it('trims spaces and trailing slashes, and falls back to the build-time base', () => {
    expect(ok({ apiBase: ' https://api.example.com/v1/// ' }).apiBase).toBe(
      'https://api.example.com/v1',
    );
    expect(ok({}, 'https://built.example/').apiBase).toBe('https://built.example');
  });

  it('falls back to repeat for an unknown arrayFormat and keeps a known one', () => {
    const base = { apiBase: 'https://a.example' };
    expect(ok({ ...base, arrayFormat: 'semicolon' as never }).arrayFormat).toBe('repeat');
    expect(ok({ ...base, arrayFormat: 'comma' }).arrayFormat).toBe('comma');
  });

  it('takes a positive requestTimeoutMs and falls back to the spec constant otherwise', () => {
    const base = { apiBase: 'https://a.example' };
    expect(ok({ ...base, requestTimeoutMs: 1500 }).requestTimeoutMs).toBe(1500);
    for (const requestTimeoutMs of [undefined, 0, -5, Number.NaN, '2000' as never]) {
      expect(ok({ ...base, requestTimeoutMs }).requestTimeoutMs).toBe(REQUEST_TIMEOUT_MS);
    }
  });

  it('keeps an empty auth scheme (raw token) and defaults to Bearer', () => {
    expect(ok({ apiBase: 'https://a.example', authScheme: '' }).authScheme).toBe('');
    expect(ok({ apiBase: 'https://a.example' }).authScheme).toBe('Bearer');
  });

  it('drops profile links that are not http(s) and site values that are not text', () => {
    const { site } = ok({
      apiBase: 'https://a.example',
      site: {
        title: null as unknown as string,
        filingUrl: 'javascript:alert(1)',
        profileLinks: [
          { label: 'GitHub', url: 'https://github.com/o' },
          { label: 'Evil', url: 'javascript:alert(1)' },
          { label: 'Data', url: 'data:text/html,<script>1</script>' },
          { label: { x: 1 } as unknown as string, url: 'https://x.example' },
          null,
        ],
      } as unknown as SiteConfig,
    });
    expect(site.profileLinks).toEqual([{ label: 'GitHub', url: 'https://github.com/o' }]);
    expect(site.title).toBe('My Blog');
    expect(site.filingUrl).toBe('');
  });

  it('takes site.locale when the app has its catalog, and the default otherwise', () => {
    const locale = (value: unknown) =>
      ok({ apiBase: 'https://a.example', site: { locale: value } as unknown as SiteConfig }).site
        .locale;
    expect(locale('zh-CN')).toBe('zh-CN');
    expect(locale('en')).toBe('en');
    expect(locale(undefined)).toBe('en');
    expect(locale('fr')).toBe('en');
    expect(locale('toString')).toBe('en');
  });

  it('keeps an avatar only when it passes the image URL policy', () => {
    const avatar = (value: string) =>
      ok({ apiBase: 'https://a.example', site: { avatar: value } as SiteConfig }).site.avatar;
    expect(avatar('https://cdn.example/me.png')).toBe('https://cdn.example/me.png');
    expect(avatar('javascript:alert(1)')).toBe('/avatar.svg');
    expect(avatar('data:image/svg+xml,<svg onload=alert(1)>')).toBe('/avatar.svg');
  });

  it('keeps an absolute http(s) site.url without its trailing slash, and drops anything else', () => {
    const url = (value: unknown) =>
      ok({ apiBase: 'https://a.example', site: { url: value } as unknown as SiteConfig }).site.url;
    expect(url('https://blog.example/')).toBe('https://blog.example');
    expect(url('https://example.org/blog')).toBe('https://example.org/blog');
    expect(url('javascript:alert(1)')).toBe('');
    expect(url('/relative')).toBe('');
    expect(url('https://blog.example/?q=1')).toBe('');
    expect(url(42)).toBe('');
    expect(ok({ apiBase: 'https://a.example' }).site.url).toBe('');
  });
});
