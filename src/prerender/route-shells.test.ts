/**
 * @jest-environment node
 *
 * Route shells: every real route without a parameter that is not prerendered gets the app shell
 * under its own name, with a neutral head, so a host answers 200 with it (never the home page's
 * HTML, never the 404 page).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { routes } from '@/app/router';
import { getConfig } from '@/config/runtime-config';
import { routeShell, routeShellFile, routeShellPaths, writeRouteShells } from './route-shells';

const SHELL =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="A personal blog."><title>Blog</title><script src=/config.js></script><script>(function(){})();</script><script defer src=/main.1.js></script></head><body><noscript>JS</noscript><div id=root></div></body></html>';
const site = getConfig().site;

describe('route shells', () => {
  it('are the routes of the route table without a parameter, less the prerendered pages', () => {
    expect(routeShellPaths(routes, ['/', '/index', '/timeLine']).sort()).toEqual(
      [
        '/list',
        '/manager',
        '/manager/article',
        '/manager/article/new',
        '/manager/category',
        '/manager/file',
        '/manager/home',
        '/manager/label',
      ].sort(),
    );
  });

  it('have the site title, noindex, no canonical and no description claim', () => {
    const doc = new JSDOM(routeShell(SHELL, { ...site, title: 'A <b> blog' })).window.document;
    expect(doc.title).toBe('A <b> blog');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[name="description"]')).toBeNull();
    expect(doc.querySelector('meta[property^="og:"]')).toBeNull();
    expect(doc.querySelector('meta[name="search-index"]')?.getAttribute('content')).toBe(
      '/search/index.json',
    );
    // The app shell otherwise: its scripts, an empty root, no stamp (nothing is carried).
    expect([...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual([
      '/config.js',
      '/main.1.js',
    ]);
    expect(doc.head.querySelectorAll('script:not([src])')).toHaveLength(1);
    expect(doc.getElementById('root')?.innerHTML).toBe('');
    expect(doc.querySelector('meta[name="prerendered-from"]')).toBeNull();
  });

  it('are written where a static host looks for each route', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shells-'));
    try {
      const written = writeRouteShells(root, SHELL, site);
      expect(written).toContain('/manager/home');
      expect(routeShellFile('/manager/home')).toBe('manager/home/index.html');
      for (const route of written) {
        expect(fs.readFileSync(path.join(root, routeShellFile(route)), 'utf8')).toBe(
          routeShell(SHELL, site),
        );
      }
      expect(fs.existsSync(path.join(root, 'list/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'manager/index.html'))).toBe(true);
      expect(fs.existsSync(path.join(root, 'index.html'))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
