/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headersFile, redirectsFile, writeHostFiles } from './host-files';
import type { BlogConfig } from '@/config/runtime-config';
import {
  BUILD_HOOK_ORIGINS,
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
} from '@/config/content-security-policy.cjs';

const live = { apiBase: 'https://api.blog.example/v1', mock: false };

/** `_headers` as { path: { header: value } } (later rules for a path add to it). */
function parseHeaders(text: string): Record<string, Record<string, string[]>> {
  const rules: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      current = rules[line] ??= {};
      continue;
    }
    const [name, ...value] = line.trim().split(': ');
    (current![name] ??= []).push(value.join(': '));
  }
  return rules;
}

describe("Netlify's _redirects", () => {
  it('gives console routes the app shell and any other unknown path a real 404', () => {
    const rules = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/manager/*', '/shell.html', '200'],
      ['/*', '/404.html', '404'],
    ]);
    expect(redirectsFile()).not.toMatch(/index\.html/);
  });
});

describe("Netlify's _headers", () => {
  const files = [
    'index.html',
    'main.1a2b3c4d.js',
    'main.1a2b3c4d.js.gz',
    'page-home.0badc0de.chunk.js',
    'main.5e6f7a8b.css',
    'assets/logo.abcdef01.svg',
    'config.js',
    'detail/1/index.html',
  ];

  it('sends the public policy on public pages and the console policy on the console, for the configured API origin', () => {
    const rules = parseHeaders(headersFile(live, files));
    const policyOf = (path: string) => {
      expect(rules[path]?.['Content-Security-Policy']).toHaveLength(1);
      return rules[path]['Content-Security-Policy'][0];
    };
    for (const path of ['/', '/index', '/timeLine', '/list', '/detail/*', '/404.html']) {
      const policy = policyOf(path);
      expect(policy).toBe(contentSecurityPolicy({ apiOrigin: 'https://api.blog.example' }));
      expect(policy).toMatch(/style-src 'self';/);
    }
    for (const path of ['/manager', '/manager/*', '/shell.html']) {
      const policy = policyOf(path);
      expect(policy).toContain(`style-src 'self' ${EMPTY_STYLE_HASH};`);
      // The API, and the hosts' build hooks "Rebuild the site" may call (console only).
      expect(policy).toContain(
        `connect-src 'self' https://api.blog.example ${BUILD_HOOK_ORIGINS.join(' ')};`,
      );
      expect(policy).toMatch(/frame-ancestors 'none'/);
    }
    // Netlify joins a header set by several matching rules: no policy or Cache-Control for every
    // path (joined with the console's, browsers would enforce both).
    expect(rules['/*']['Content-Security-Policy']).toBeUndefined();
    expect(rules['/*']['Cache-Control']).toBeUndefined();
    expect(rules['/*']['X-Content-Type-Options']).toEqual(['nosniff']);
    expect(headersFile(live, files)).not.toMatch(/api\.example\.com|unsafe-inline/);
  });

  it('names no other origin than the site for the demo backend', () => {
    const rules = parseHeaders(headersFile({ apiBase: 'http://127.0.0.1:1', mock: true }, files));
    expect(rules['/']['Content-Security-Policy'][0]).toMatch(/connect-src 'self';/);
    expect(rules['/manager/*']['Content-Security-Policy'][0]).toMatch(
      /connect-src 'self' https:\/\/api\.netlify\.com [^;]*;/,
    );
  });

  it('caches the hashed files for a year and revalidates those that keep their name', () => {
    const rules = parseHeaders(headersFile(live, files));
    const immutable = ['public, max-age=31536000, immutable'];
    for (const hashed of [
      '/main.1a2b3c4d.js',
      '/page-home.0badc0de.chunk.js',
      '/main.5e6f7a8b.css',
      '/assets/logo.abcdef01.svg',
    ]) {
      expect(rules[hashed]).toEqual({ 'Cache-Control': immutable });
    }
    for (const named of ['/config.js', '/rss.xml', '/sitemap.xml', '/site-state.json']) {
      expect(rules[named]).toEqual({ 'Cache-Control': ['no-cache'] });
    }
    expect(rules['/main.1a2b3c4d.js.gz']).toBeUndefined();
    expect(rules['/index.html']).toBeUndefined();
  });

  it('is written into the folder with the files it finds there', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    try {
      fs.writeFileSync(path.join(root, 'main.1a2b3c4d.js'), '');
      writeHostFiles(root, live as BlogConfig);
      expect(fs.readFileSync(path.join(root, '_redirects'), 'utf8')).toBe(redirectsFile());
      expect(parseHeaders(fs.readFileSync(path.join(root, '_headers'), 'utf8'))).toHaveProperty([
        '/main.1a2b3c4d.js',
        'Cache-Control',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
