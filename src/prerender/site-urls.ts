/** Absolute addresses on the blog's public site (config.js `site.url`). */
import { paths } from '@/config/paths';

/** `https://blog.example` + `/detail/1`; `site.url` may carry a path (`https://example.org/blog`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

export const articleUrl = (siteUrl: string, id: string) =>
  absoluteUrl(siteUrl, paths.detail.href(id));

/** A cover or avatar as an absolute address: relative ones are taken from the site. */
export function absoluteAsset(siteUrl: string, src: string | null | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, `${siteUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
