/**
 * What a prerender pass sets up before it reads the API: the app shell it renders into, the demo
 * API when the config asks for one, the site's language, and in each render worker the Markdown
 * renderer (pass.ts runs the pass, render-worker.ts renders its pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MockHttpServer } from '@mocks/mock-http-server';
import { colourCodeWhileRendering } from '@/components/markdown/code-blocks';
import { provideDomWindow } from '@/components/markdown/dom-window';
import { preloadMarkdownView } from '@/components/markdown/lazy-markdown-view';
import type { BlogConfig, SiteConfig } from '@/config/runtime-config';
import { isAppShell } from './html-document';

/** The untouched app shell, kept beside the pages: the template of every later run. */
export const SHELL_FILE = 'shell.html';
/** Routes render on a neutral origin: only the path matters to the router. */
export const ROUTER_ORIGIN = 'http://prerender.invalid';

export function readShell(dist: string): string {
  const saved = path.join(dist, SHELL_FILE);
  const shell = fs.existsSync(saved)
    ? fs.readFileSync(saved, 'utf8')
    : fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!isAppShell(shell)) {
    throw new Error(
      `${dist} holds prerendered pages but no ${SHELL_FILE}: rebuild it (npm run build).`,
    );
  }
  return shell;
}

export async function startApi(config: BlogConfig): Promise<MockHttpServer | null> {
  if (!config.mock) return null;
  // The demo backend, over HTTP, so the pages are rendered through the same calls as a real API.
  // Loaded only for the demo (msw and its dependencies take a while to load).
  const { startMockHttpServer } = await import('@mocks/mock-http-server');
  const mock = await startMockHttpServer(0);
  config.apiBase = mock.url;
  return mock;
}

let rendererReady: Promise<unknown> | null = null;
/**
 * A render worker's Markdown renderer and highlighter, loaded once before it renders a page, in
 * jsdom (half a second to load).
 */
export async function prepareMarkdownRenderer(site: SiteConfig): Promise<unknown> {
  const { JSDOM } = await import('jsdom');
  provideDomWindow(
    new JSDOM('', { url: `${site.url || ROUTER_ORIGIN}/` }).window as unknown as Window &
      typeof globalThis,
  );
  // So an article's contents are in its first render, and its code arrives coloured (the
  // browser then loads neither the renderer nor the highlighter).
  rendererReady ??= Promise.all([preloadMarkdownView(), colourCodeWhileRendering()]);
  return rendererReady;
}
