/**
 * An article opened from another page, when the prerender wrote its page: the body is taken from
 * that page, fetched like any link, instead of loading the Markdown renderer (parser, sanitizer
 * and highlighter: about 70 KiB gzip of script) and running it on the reader's device. The page's
 * body was parsed, sanitized and coloured at deploy time by this same renderer; it is used only
 * when the page was rendered from exactly the Markdown the API gives now. Any other answer (an
 * edit since the deploy, an article published after it, the dev server, a network failure, no
 * answer in time) gives null, and the renderer renders the article as before. Articles long
 * enough to be rendered in steps are left to the renderer: their page is twice their size, and
 * taking it in is one long task.
 */
import {
  prerenderedLocation,
  readPrerenderedData,
  type PrerenderedData,
} from '@/lib/page-format/carried-data';
import { headingsIn } from '@/components/markdown/enhance-html';
import { BODY_CLASS } from '@/components/markdown/fragment';
import { STEPWISE_MIN_CHARS } from '@/components/markdown/constants';
import { adoptRenderedElsewhere } from '@/components/markdown/prerendered-markdown';
import type { RenderedMarkdown } from '@/components/markdown/types';
import { PRERENDERED_PAGE_TIMEOUT_MS } from '@/config/constants';

/** What an article's page holds: the Markdown it was rendered from, and the result. */
interface ArticlePage {
  markdown: string;
  rendered: RenderedMarkdown;
}

/** The last few pages asked for (a body can be large), and each one's answer per Markdown. */
const KEPT = 8;
const pages = new Map<string, Promise<ArticlePage | null>>();
const bodies = new Map<string, { source: string; body: Promise<RenderedMarkdown | null> }>();

function keep<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value as string);
  return value;
}

/** The Markdown of the article the page carries: its detail query's answer. */
function markdownIn(data: PrerenderedData): string | null {
  for (const entry of Object.values(data.queries)) {
    const content = (entry?.data as { content?: unknown } | undefined)?.content;
    if (entry?.endpointName === 'getArticle' && typeof content === 'string') return content;
  }
  return null;
}

async function fetchPage(path: string): Promise<ArticlePage | null> {
  try {
    const response = await fetch(path, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(PRERENDERED_PAGE_TIMEOUT_MS),
    });
    const sameSite =
      new URL(response.url || path, window.location.href).origin === window.location.origin;
    if (!response.ok || !sameSite || !response.headers.get('content-type')?.includes('text/html'))
      return null;
    // An inert document: its scripts do not run and its images do not load.
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const data = readPrerenderedData(page, path);
    const markdown = data && markdownIn(data);
    const body = page.querySelector<HTMLElement>(`.${BODY_CLASS}`);
    if (markdown === null || !body) return null;
    return { markdown, rendered: { html: body.innerHTML, headings: headingsIn(body) } };
  } catch {
    return null;
  }
}

/** The location the reader arrived on, when its page was prerendered: read once. */
let arrival: string | null | undefined;
const arrivedOn = (path: string) => {
  arrival ??= prerenderedLocation(document);
  return arrival === path;
};

/**
 * The article's page at `path`: the same promise for the same page. Null for the page the reader
 * arrived on: its body was adopted at the take-over, for the Markdown it carried.
 */
function prerenderedPage(path: string): Promise<ArticlePage | null> {
  const known = pages.get(path);
  if (known) return known;
  return keep(pages, path, arrivedOn(path) ? Promise.resolve(null) : fetchPage(path));
}

/**
 * The article's body from its prerendered page at `path`, or null (see above); null at once, not
 * a promise, when there is no page to ask (the prerender itself) or the article is rendered in
 * steps: the renderer then starts without waiting.
 */
export function prerenderedPageBody(
  path: string,
  source: string,
): Promise<RenderedMarkdown | null> | null {
  if (typeof document === 'undefined' || source.length >= STEPWISE_MIN_CHARS) return null;
  const known = bodies.get(path);
  if (known?.source === source) return known.body;
  const body = prerenderedPage(path).then((page) => {
    if (page?.markdown !== source) return null;
    // Kept where the tables of contents (and a later visit) find it.
    adoptRenderedElsewhere(source, page.rendered);
    return page.rendered;
  });
  return keep(bodies, path, { source, body }).body;
}
