/**
 * `site.url` as the prerender takes it: the blog's public address, joined to every canonical
 * link, the feed, the sitemap and robots.txt, so it must be an absolute http(s) address with a
 * host and nothing a page address cannot follow. Each refusal names what is wrong, rather than
 * the config parser's silent '' ("not set") for a value it cannot use.
 */

export type SiteUrlCheck = { ok: true; url: string } | { ok: false; problem: string };

const EXAMPLE = "e.g. url: 'https://blog.example.com'";

/** Checks the raw `site.url` of config.js; a trailing slash is dropped. '' when unset. */
export function checkSiteUrl(raw: unknown): SiteUrlCheck {
  if (raw === undefined || raw === null || raw === '') return { ok: true, url: '' };
  const refuse = (why: string): SiteUrlCheck => ({
    ok: false,
    problem: `site.url ${JSON.stringify(raw)} ${why}. It must be the blog's public address, ${EXAMPLE}.`,
  });
  if (typeof raw !== 'string') return refuse('is not a string');
  const value = raw.trim();
  if (value === '') return { ok: true, url: '' };
  if (/\s/.test(value)) return refuse('contains a space');
  if (/["'`<>\\]/.test(value)) return refuse('contains a quote, an angle bracket or a backslash');
  if (value.startsWith('//')) return refuse('has no scheme (//host): write https:// before it');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return refuse('is relative: it must be an absolute address');
  if (!/^https?$/i.test(scheme[1])) {
    return refuse(`uses ${scheme[1].toLowerCase()}:, not http: or https:`);
  }
  if (!/^https?:\/\/[^/?#]/i.test(value)) return refuse('has no host');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('is not a valid address');
  }
  if (!url.hostname) return refuse('has no host');
  if (url.username || url.password) return refuse('carries a user name or password');
  if (value.includes('?')) return refuse('has a query (?…)');
  if (value.includes('#')) return refuse('has a fragment (#…)');
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
