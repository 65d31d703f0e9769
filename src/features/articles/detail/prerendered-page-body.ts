/**
 * An article opened from another page, when the prerender wrote its page: the body is taken from
 * that page, fetched like any link, instead of loading the Markdown renderer (parser, sanitizer
 * and highlighter: about 70 KiB gzip of script) and running it on the reader's device. The page's
 * body was parsed, sanitized and coloured at deploy time by this same renderer; it is used only
 * when the page was rendered from exactly the Markdown the API gives now. Any other answer (an
 * edit since the deploy, an article published after it, the dev server, a network failure, no
 * answer in time) gives null, and the renderer renders the article as before.
 */
import {
  PRERENDERED_DATA_ID,
  readPrerenderedData,
  type PrerenderedData,
} from '@/app/prerendered-data';
import { headingsIn } from '@/components/markdown/enhance-html';
import { adoptRenderedElsewhere } from '@/components/markdown/prerendered-markdown';
import type { RenderedMarkdown } from '@/components/markdown/types';
import { PRERENDERED_PAGE_TIMEOUT_MS } from '@/config/constants';

/** The last few articles' answers, so going back and forth asks once (a body can be large). */
const KEPT = 8;
const answers = new Map<string, { source: string; body: Promise<RenderedMarkdown | null> }>();
/** One settled "not there" (React reads a promise it has seen settle without waiting again). */
const NOT_THERE: Promise<RenderedMarkdown | null> = Promise.resolve(null);

/** Whether the page carries an article whose Markdown is `source` (the detail query's answer). */
function carries(data: PrerenderedData, source: string): boolean {
  return Object.values(data.queries).some(
    (entry) => (entry?.data as { content?: unknown } | undefined)?.content === source,
  );
}

async function fetchBody(path: string, source: string): Promise<RenderedMarkdown | null> {
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
    const body = page.querySelector<HTMLElement>('.markdown-body');
    if (!data || !body || !carries(data, source)) return null;
    const rendered = { html: body.innerHTML, headings: headingsIn(body) };
    // Kept where the tables of contents (and a later visit) find it.
    adoptRenderedElsewhere(source, rendered);
    return rendered;
  } catch {
    return null;
  }
}

/** The article's body from its prerendered page at `path`, or null (see above). */
export function prerenderedPageBody(
  path: string,
  source: string,
): Promise<RenderedMarkdown | null> {
  // The prerender itself has no pages to ask.
  if (typeof document === 'undefined') return NOT_THERE;
  // The page the reader arrived on: its body was adopted for the Markdown it carried, and any
  // other Markdown (refreshed since) is not in it. Asking the host again would not change that.
  if (document.getElementById(PRERENDERED_DATA_ID) && readPrerenderedData(document, path))
    return NOT_THERE;
  const known = answers.get(path);
  if (known?.source === source) return known.body;
  const body = fetchBody(path, source);
  answers.delete(path);
  answers.set(path, { source, body });
  if (answers.size > KEPT) answers.delete(answers.keys().next().value as string);
  return body;
}
