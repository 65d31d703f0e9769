import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  cspDirectives,
  EMPTY_STYLE_HASH,
  HEAD_SCRIPT_HASH,
  isConsolePath,
  policyFor,
} from './content-security-policy.cjs';

const read = (file: string) => fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
const deploying = read('docs/deploying.md');
const nginxSite = read('deploy/nginx/blog.conf');

describe('Content-Security-Policy', () => {
  it('allows nothing inline: no unsafe-inline, unsafe-eval or wildcard sources', () => {
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-|\*/);
  });

  it('allows public pages styles from files only: no hash', () => {
    expect(contentSecurityPolicy()).toContain("style-src 'self';");
    expect(contentSecurityPolicy()).not.toMatch(/style-src[^;]*sha256-/);
  });

  it('allows scripts from files and the one inline head script, by its hash, on every page', () => {
    for (const console of [false, true]) {
      expect(contentSecurityPolicy({ console })).toContain(
        `script-src 'self' ${HEAD_SCRIPT_HASH};`,
      );
    }
  });

  it('allows the console empty <style> elements (emotion fills them through CSSOM) by their real hash', () => {
    const empty = crypto.createHash('sha256').update('').digest('base64');
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${empty}'`);
    expect(contentSecurityPolicy({ console: true })).toContain(
      `style-src 'self' ${EMPTY_STYLE_HASH};`,
    );
  });

  it('gives /manager and every path under it the console policy, every other path the public one', () => {
    for (const path of ['/manager', '/manager/', '/manager/home', '/manager/article/edit/1']) {
      expect(isConsolePath(path)).toBe(true);
      expect(policyFor(path)).toBe(contentSecurityPolicy({ console: true }));
    }
    for (const path of ['/', '/detail/1', '/timeLine', '/list', '/managerial', '/404']) {
      expect(isConsolePath(path)).toBe(false);
      expect(policyFor(path)).toBe(contentSecurityPolicy());
    }
  });

  it('names the API origin for calls and uploaded images, and adds a page’s own hashes', () => {
    const policy = contentSecurityPolicy({
      apiOrigin: 'http://127.0.0.1:3001/base',
      styleHashes: ["'sha256-abc='"],
      scriptHashes: ["'sha256-def='"],
    });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:3001;");
    expect(policy).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:3001;/);
    expect(policy).toContain(`script-src 'self' ${HEAD_SCRIPT_HASH} 'sha256-def='`);
    expect(policy).toContain("style-src 'self' 'sha256-abc='");
  });

  it('lets the console, and only the console, call the build hooks of Netlify, Vercel and Cloudflare Pages', () => {
    const hooks = 'https://api.netlify.com https://api.vercel.com https://api.cloudflare.com';
    expect(contentSecurityPolicy({ console: true })).toContain(
      `connect-src 'self' https://api.example.com ${hooks};`,
    );
    expect(contentSecurityPolicy({ console: true, apiOrigin: null })).toContain(
      `connect-src 'self' ${hooks};`,
    );
    expect(contentSecurityPolicy()).toContain("connect-src 'self' https://api.example.com;");
  });

  it('leaves frame-ancestors out of a <meta> policy, where browsers ignore it', () => {
    const names = (meta: boolean) => cspDirectives({ meta }).map(([name]) => name);
    expect(names(false)).toContain('frame-ancestors');
    expect(names(true)).not.toContain('frame-ancestors');
  });

  it('names no other origin for an API on the site itself (the demo backend)', () => {
    const policy = contentSecurityPolicy({ apiOrigin: null });
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: https:;");
  });

  it('are the policies docs/deploying.md and its nginx site give, word for word', () => {
    const policy = contentSecurityPolicy();
    const consolePolicy = contentSecurityPolicy({ console: true });
    expect(nginxSite).toContain(`set $csp "${policy}";`);
    expect(nginxSite).toContain(`set $csp_console "${consolePolicy}";`);
    expect(deploying).toContain(`\nContent-Security-Policy: ${policy}\n`);
    expect(deploying).toContain(`\nContent-Security-Policy: ${consolePolicy}\n`);
  });
});
