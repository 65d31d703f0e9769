import { OFF_SITE_HREFS, ON_SITE_HREFS, SCRIPT_URLS, SITE_ORIGIN } from '../../test/hostile-urls';
import {
  isExternalHref,
  isSafeHref,
  isSafeSrc,
  safeFileUrl,
  safeSrc,
  urlScheme,
} from './url-policy';

const cases = (urls: string[]) => urls.map((url) => [JSON.stringify(url), url] as const);

describe('isExternalHref', () => {
  it.each(cases(OFF_SITE_HREFS))('%s leaves the site', (_name, url) => {
    expect(isExternalHref(url, SITE_ORIGIN)).toBe(true);
  });

  it.each(cases(ON_SITE_HREFS))('%s stays on the site', (_name, url) => {
    expect(isExternalHref(url, SITE_ORIGIN)).toBe(false);
  });

  it('treats a script URL as leaving the site (the sanitizer removes it before this)', () => {
    expect(isExternalHref('javascript:alert(1)', SITE_ORIGIN)).toBe(true);
  });
});

describe('isSafeHref and isSafeSrc', () => {
  it.each(cases(SCRIPT_URLS))('%s is neither an href nor a src', (_name, url) => {
    expect(isSafeHref(url)).toBe(false);
    expect(isSafeSrc(url)).toBe(false);
  });

  it.each(cases([...ON_SITE_HREFS, 'https://evil.example', '//evil.example', '/\\evil.example']))(
    '%s may be an href and a src (where it leads is for isExternalHref and the CSP)',
    (_name, url) => {
      expect(isSafeHref(url)).toBe(true);
      expect(isSafeSrc(url)).toBe(true);
    },
  );

  it('allows mailto and tel links, but not as images', () => {
    for (const url of ['mailto:owner@example.com', 'tel:+15555550100']) {
      expect(isSafeHref(url)).toBe(true);
      expect(isSafeSrc(url)).toBe(false);
    }
  });

  it('allows raster data: images as a src only, never SVG or HTML', () => {
    expect(isSafeSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeSrc('data:image/webp,xyz')).toBe(true);
    expect(isSafeHref('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isSafeSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
  });

  it('reads the scheme the way browsers do', () => {
    expect(urlScheme('Java\tScript:x')).toBe('javascript');
    expect(urlScheme('/\\evil.example')).toBeNull();
    expect(urlScheme('weird_scheme:x')).toBe('invalid');
  });
});

describe('URLs from the API', () => {
  it('keeps a safe image URL and drops anything else', () => {
    expect(safeSrc('/demo/cover-1.svg')).toBe('/demo/cover-1.svg');
    expect(safeSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeSrc('')).toBeNull();
    expect(safeSrc(null)).toBeNull();
    for (const url of SCRIPT_URLS) expect(safeSrc(url)).toBeNull();
  });

  it('keeps a file URL only when it is http(s) or relative', () => {
    expect(safeFileUrl('http://api.example/uploads/1/a.png')).toBe(
      'http://api.example/uploads/1/a.png',
    );
    expect(safeFileUrl('/uploads/1/a.png')).toBe('/uploads/1/a.png');
    for (const url of [...SCRIPT_URLS, 'mailto:a@b.example', 'data:image/png;base64,AAAA']) {
      expect(safeFileUrl(url)).toBe('');
    }
  });
});
