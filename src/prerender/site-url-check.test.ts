import { checkSiteUrl } from './site-url-check';

const problem = (raw: unknown) => {
  const result = checkSiteUrl(raw);
  return result.ok ? null : result.problem;
};

describe('checkSiteUrl', () => {
  it('takes an absolute http(s) address and drops a trailing slash', () => {
    expect(checkSiteUrl('https://blog.example.com/')).toEqual({
      ok: true,
      url: 'https://blog.example.com',
    });
    expect(checkSiteUrl('http://example.org/blog/')).toEqual({
      ok: true,
      url: 'http://example.org/blog',
    });
    expect(checkSiteUrl(' https://blog.example.com ')).toEqual({
      ok: true,
      url: 'https://blog.example.com',
    });
  });

  it('answers "" for an unset address (the caller decides: a demo, or a refusal)', () => {
    expect(checkSiteUrl(undefined)).toEqual({ ok: true, url: '' });
    expect(checkSiteUrl('')).toEqual({ ok: true, url: '' });
  });

  it.each([
    ['javascript:alert(1)', 'uses javascript:, not http: or https:'],
    ['//blog.example.com', 'has no scheme (//host)'],
    ['blog.example.com', 'is relative'],
    ['/blog', 'is relative'],
    ['https://blog.example.com/a b', 'contains a space'],
    ['https://blog.example.com/"x', 'contains a quote'],
    ["https://blog.example.com/'x", 'contains a quote'],
    ['https://user:secret@blog.example.com', 'carries a user name or password'],
    ['https://blog.example.com/?a=1', 'has a query'],
    ['https://blog.example.com/#top', 'has a fragment'],
    ['https://', 'has no host'],
    ['http:/blog.example.com', 'has no host'],
    ['ftp://blog.example.com', 'uses ftp:'],
    [42, 'is not a string'],
  ])('refuses %p, saying it %s', (raw, why) => {
    const message = problem(raw);
    expect(message).toContain(why);
    expect(message).toContain(`site.url ${JSON.stringify(raw)}`);
  });
});
