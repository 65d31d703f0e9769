/**
 * What a prerendered page says about itself in <head>: title, description, canonical address,
 * Open Graph and Twitter card tags, and JSON-LD (WebSite on home, BlogPosting on an article).
 * The title, description, canonical, robots and og:title/og:url follow src/lib/head-rules.ts,
 * which the app applies too. A demo's pages (`mock: true`) ask not to be indexed and name no
 * address: no canonical, og:url, og:image, feed link or JSON-LD.
 */
import type { Article } from '@/api/types';
import { feedLinks } from '@/config/feeds';
import { searchFilesTag } from '@/features/search/search-index-format';
import { paths } from '@/config/paths';
import type { SiteConfig } from '@/config/runtime-config';
import { t } from '@/i18n/i18n';
import { serializeForScript } from '@/lib/page-format/script-json';
import { canonicalPath, headRules } from '@/lib/head-rules';
import { archiveTitle, homeTitle, notFoundTitle } from '@/pages/public/route-facts';
import { escapeMarkup } from './escape';
import { absoluteAsset, absoluteUrl, articleUrl } from './site-urls';
import '@/i18n/prerender-catalog';

export interface PageMeta {
  /** The page's own title; null on home, whose title is the site's. */
  title: string | null;
  description: string;
  /** Canonical address; null for pages that have none (the 404 page). */
  url: string | null;
  type: 'website' | 'article';
  image: string | null;
  /** A large Twitter card: the page has a picture of its own (an article's cover). */
  largeCard?: boolean;
  jsonLd: Record<string, unknown> | null;
  /** Article dates for article:published_time / modified_time. */
  published?: string;
  modified?: string;
}

export function homeMeta(site: SiteConfig, path: string = paths.home.href()): PageMeta {
  return {
    title: homeTitle(1),
    description: site.description,
    // /index is the home page's duplicate: its canonical address is home's.
    url: absoluteUrl(site.url, canonicalPath(path)),
    type: 'website',
    image: absoluteAsset(site.url, site.avatar),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.title,
      description: site.description,
      inLanguage: site.locale,
      url: absoluteUrl(site.url, paths.home.href()),
      potentialAction: {
        '@type': 'SearchAction',
        target: absoluteUrl(site.url, `${paths.list.href()}?keyword={search_term_string}`),
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

export function archiveMeta(site: SiteConfig): PageMeta {
  return {
    title: archiveTitle(),
    description: t('prerender.archiveDescription', { site: site.title }),
    url: absoluteUrl(site.url, paths.timeline.href()),
    type: 'website',
    image: absoluteAsset(site.url, site.avatar),
    jsonLd: null,
  };
}

export function notFoundMeta(site: SiteConfig): PageMeta {
  return {
    title: notFoundTitle(),
    description: site.description,
    url: null,
    type: 'website',
    image: null,
    jsonLd: null,
  };
}

export function articleMeta(article: Article, site: SiteConfig): PageMeta {
  const url = articleUrl(site.url, article.id);
  const image = absoluteAsset(site.url, article.cover);
  const description = article.summary || site.description;
  return {
    title: article.title,
    description,
    url,
    type: 'article',
    image: image ?? absoluteAsset(site.url, site.avatar),
    largeCard: Boolean(image),
    published: article.createdAt || undefined,
    modified: article.updatedAt || article.createdAt || undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description,
      inLanguage: site.locale,
      url,
      mainEntityOfPage: url,
      ...(article.createdAt ? { datePublished: article.createdAt } : {}),
      ...(article.updatedAt || article.createdAt
        ? { dateModified: article.updatedAt || article.createdAt }
        : {}),
      ...(image ? { image } : {}),
      author: { '@type': 'Person', name: site.owner },
      ...(article.category ? { articleSection: article.category.name } : {}),
      ...(article.labels.length ? { keywords: article.labels.map((l) => l.name).join(', ') } : {}),
      isPartOf: { '@type': 'WebSite', name: site.title, url: absoluteUrl(site.url, '/') },
    },
  };
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`;

/**
 * The <head> tags for a page, one per line. `demo`: rendered from the built-in demo backend, whose
 * pages must not be indexed and have no real address (see src/lib/head-rules.ts).
 */
export function headTags(page: PageMeta, site: SiteConfig, demo = false): string {
  const head = headRules({ ...page, indexable: page.url !== null }, site, demo);
  const image = demo ? null : page.image;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.url ? `<link rel="canonical" href="${escapeMarkup(head.url)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', site.title),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    head.url ? meta('property', 'og:url', head.url) : '',
    image ? meta('property', 'og:image', image) : '',
    page.published ? meta('property', 'article:published_time', page.published) : '',
    page.modified ? meta('property', 'article:modified_time', page.modified) : '',
    meta('name', 'twitter:card', image && page.largeCard ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    // A demo writes no feed (its links would need an address): see feeds.ts. `data-feed` marks
    // the links the app replaces as the reader moves (src/lib/use-document-title.ts).
    ...(demo ? [] : feedLinks(site.url, null)).map(
      (link) =>
        `<link rel="alternate" type="${link.type}" title="${escapeMarkup(site.title)}" href="${escapeMarkup(link.href)}" data-feed />`,
    ),
    // The quick search's files are there (written by every run, a demo's too).
    searchFilesTag(),
    page.jsonLd && !demo
      ? `<script type="application/ld+json">${serializeForScript(page.jsonLd)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
