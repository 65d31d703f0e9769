/**
 * Renders one public route to HTML in Node with the app's own routes, providers and components,
 * from a store whose API cache was filled before rendering. `prerenderToNodeStream` waits for every
 * lazy page and the Markdown renderer, so nothing is left at a loading fallback. Styles are not
 * rendered at all: the reading side's components take class names from CSS modules (the node
 * build gives the same names the browser build does), and the page links the build's own CSS
 * files (html-document.ts), the ones the app uses after the take-over.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import type { AppStore } from '@/app/store';
import { setHydrating } from '@/lib/use-hydrated';

export interface RenderedPage {
  html: string;
  /** Resource hints React put in front of the markup (an image preload): they belong in <head>. */
  hints: string;
}

const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString();
  return text;
}

/** `url` is absolute (the site's address + the route's path). */
export async function renderPage(url: string, store: AppStore): Promise<RenderedPage> {
  // Every page is markup the browser hydrates: browser-only values wait for the take-over.
  setHydrating(true);
  const { pathname, search } = new URL(url);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store}>
      <StaticRouter location={pathname + search}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline: React would move large ones out to be swapped in by an inline
      // script, which needs JavaScript (and a CSP exception) to show the content.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const markup = await streamToString(prelude);
  if (errors.length > 0) throw errors[0];
  // A boundary left at its fallback (a lazy part that never resolved) is not a finished page.
  if (/<template id="B:|<!--\$[?!]-->/.test(markup))
    throw new Error(`${url} did not finish rendering`);
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { html: markup.slice(hints.length), hints };
}
