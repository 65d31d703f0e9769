/**
 * Runtime configuration: `public/config.js` sets `window.BLOG_CONFIG` before the app loads, so one
 * build serves any backend. This module validates it once and hands out a typed, complete copy.
 */
import { isSafeSrc } from '@/lib/url-policy';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { t, type MessageId, type MessageValues } from '@/i18n/i18n';
import { REQUEST_TIMEOUT_MS } from './constants';

export type ArrayFormat = 'repeat' | 'brackets' | 'indices' | 'comma';

export interface ProfileLink {
  label: string;
  url: string;
}

export interface SiteConfig {
  /** The blog's public address (no trailing slash): canonical links, feeds and the sitemap. '' if unset. */
  url: string;
  title: string;
  description: string;
  owner: string;
  avatar: string;
  profileLinks: ProfileLink[];
  copyright: string;
  filingNumber: string;
  filingUrl: string;
  /** The blog's language (src/i18n/locales.ts): the public pages, the feed, the console's default. */
  locale: Locale;
}

export interface BlogConfig {
  apiBase: string;
  mock: boolean;
  authScheme: string;
  arrayFormat: ArrayFormat;
  /** How long an API call may take before it fails (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  site: SiteConfig;
}

/**
 * What is wrong with a config: `problem` in English (the node tools print it), and the message it
 * came from, which the page shows in the blog's language once its words are loaded.
 */
export interface ConfigProblem {
  ok: false;
  problem: string;
  message: { id: MessageId; values?: MessageValues };
}

export type ConfigResult = { ok: true; config: BlogConfig } | ConfigProblem;

function configProblem(id: MessageId, values?: MessageValues): ConfigProblem {
  // Read before any language is loaded: the bundled English.
  return { ok: false, problem: t(id, values), message: { id, values } };
}

const ARRAY_FORMATS: ArrayFormat[] = ['repeat', 'brackets', 'indices', 'comma'];

// The owner's own words when config.js names none (site texts are content, not the app's).
/* eslint-disable no-restricted-syntax */
const DEFAULT_SITE: SiteConfig = {
  url: '',
  title: 'My Blog',
  description: 'A personal blog.',
  owner: 'Owner',
  avatar: '/avatar.svg',
  profileLinks: [],
  copyright: '',
  filingNumber: '',
  filingUrl: '',
  locale: DEFAULT_LOCALE,
};
/* eslint-enable no-restricted-syntax */

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A base the paths can be appended to: no query, fragment or credentials. */
function isUsableBase(value: string): boolean {
  if (!isAbsoluteHttpUrl(value)) return false;
  const url = new URL(value);
  return !/[?#]/.test(value) && !url.username && !url.password;
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/**
 * Site texts are rendered as-is: anything but a string falls back to the default, links must be
 * http(s), and the avatar passes the URL policy of every image.
 */
function parseSite(raw: Partial<SiteConfig> | undefined): SiteConfig {
  const source: Partial<Record<keyof SiteConfig, unknown>> =
    raw && typeof raw === 'object' ? raw : {};
  const filingUrl = text(source.filingUrl, '');
  const avatar = text(source.avatar, DEFAULT_SITE.avatar);
  const url = text(source.url, '').trim().replace(/\/+$/, '');
  return {
    // Only an address pages can be joined to: http(s), no query, fragment or credentials.
    url: isUsableBase(url) ? url : '',
    title: text(source.title, DEFAULT_SITE.title),
    description: text(source.description, DEFAULT_SITE.description),
    owner: text(source.owner, DEFAULT_SITE.owner),
    avatar: isSafeSrc(avatar) ? avatar : DEFAULT_SITE.avatar,
    profileLinks: Array.isArray(source.profileLinks)
      ? (source.profileLinks as unknown[]).filter(
          (link): link is ProfileLink =>
            !!link &&
            typeof (link as ProfileLink).label === 'string' &&
            typeof (link as ProfileLink).url === 'string' &&
            isAbsoluteHttpUrl((link as ProfileLink).url),
        )
      : [],
    copyright: text(source.copyright, DEFAULT_SITE.copyright),
    filingNumber: text(source.filingNumber, DEFAULT_SITE.filingNumber),
    filingUrl: isAbsoluteHttpUrl(filingUrl) ? filingUrl : '',
    // A language the app has no catalog for falls back to the default (docs/configuration.md
    // lists them).
    locale: isLocale(source.locale) ? source.locale : DEFAULT_LOCALE,
  };
}

const positiveNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

function buildTimeApiBase(): string {
  return typeof __API_BASE__ === 'string' ? __API_BASE__ : '';
}

/** Validates raw config (normally `window.BLOG_CONFIG`); never throws. */
export function parseConfig(
  raw: Window['BLOG_CONFIG'],
  fallbackApiBase = buildTimeApiBase(),
): ConfigResult {
  const source = raw ?? {};
  const mock = source.mock === true;
  const apiBase = String(source.apiBase || fallbackApiBase || '')
    .trim()
    .replace(/\/+$/, '');
  if (!mock && !apiBase) {
    return configProblem('app.config.noApiBase');
  }
  if (apiBase && !isUsableBase(apiBase)) {
    return configProblem('app.config.badApiBase', { apiBase });
  }
  const arrayFormat = ARRAY_FORMATS.includes(source.arrayFormat as ArrayFormat)
    ? (source.arrayFormat as ArrayFormat)
    : 'repeat';
  const site = parseSite(source.site);
  return {
    ok: true,
    config: {
      // The mock answers on whatever base is named; with none, it uses this page's own origin.
      apiBase: apiBase || (typeof location !== 'undefined' ? location.origin : 'http://localhost'),
      mock,
      authScheme: typeof source.authScheme === 'string' ? source.authScheme.trim() : 'Bearer',
      arrayFormat,
      requestTimeoutMs: positiveNumber(source.requestTimeoutMs, REQUEST_TIMEOUT_MS),
      site,
    },
  };
}

let current: BlogConfig | null = null;

/** Installs the validated config (main.tsx at start-up, tests in their setup). */
export function setConfig(config: BlogConfig): void {
  current = config;
}

export function getConfig(): BlogConfig {
  if (!current) throw new Error('Runtime config read before it was set');
  return current;
}
