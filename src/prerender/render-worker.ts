/**
 * A render worker (built as build/prerender/prerender-worker.js, started by render-pool.ts): renders
 * the pages and feed entries the pass gives it, off the main thread, which keeps reading the API
 * for the other articles meanwhile. Each page is rendered from the data the main thread loaded
 * (hydrated into a fresh store, as the browser does when it takes the page over), written into the
 * staged copy with its compressed copies, and answered with the tag colours the worker drew.
 */
import { parentPort } from 'node:worker_threads';
import { hydratePage } from '@/api/api-slice';
import { makeStore, releaseStore } from '@/app/store';
import { setConfig } from '@/config/runtime-config';
import { adoptTagColors, tagColorPicks } from '@/lib/tag-colors';
import { writeCompressedCopies } from './compress';
import { carriedMarkdown, feedHtml, feedOptions } from './feed-content';
import { renderMarkdownInTurns } from '@/components/markdown/render-markdown';
import { pageDocument } from './html-document';
import { prepareMarkdownRenderer, ROUTER_ORIGIN } from './pass-setup';
import { renderPage } from './render-page';
import type {
  PageTask,
  RenderAnswer,
  RenderResult,
  RenderSetup,
  RenderTask,
  ToWorker,
} from './render-messages';
import { markdownWords, writeSearchText } from './search-files';
import { speakSiteLanguage } from './site-language';
import { writeFile } from './staging';

let setup: RenderSetup | null = null;
let ready: Promise<unknown> = Promise.resolve();

/**
 * Renders and writes the page; and when asked, renders its article's feed entry (task.feedId) and
 * writes its search text file (task.search), giving back their HTML and words.
 */
async function renderPageTask(
  task: PageTask,
  { shell, config }: RenderSetup,
): Promise<RenderResult> {
  // The article rendered a run at a time first (renderMarkdownInTurns): React's render finds it;
  // and its feed entry from the same parse.
  const markdown = carriedMarkdown(task.parts.data);
  const feed =
    markdown === null
      ? undefined
      : (
          await renderMarkdownInTurns(
            markdown,
            {},
            ...(task.feedId === undefined ? [] : [feedOptions(config.site.url, task.feedId)]),
          )
        )[1]?.html;
  const store = makeStore();
  store.dispatch(hydratePage(task.parts.data));
  const page = await renderPage(`${ROUTER_ORIGIN}${task.path}`, store);
  releaseStore(store);
  const html = pageDocument(shell, {
    ...task.parts,
    head: `${task.parts.head}${page.hints}`,
    html: page.html,
  });
  writeFile(task.staging, task.file, html);
  // Here, in parallel, rather than in the pass's walk over the whole copy at the end.
  writeCompressedCopies(task.staging, task.file, Buffer.from(html), 'fast');
  if (!task.search || markdown === null) return { html: feed };
  const words = markdownWords(markdown);
  const text = writeSearchText(task.staging, task.search, words);
  if (text) writeCompressedCopies(task.staging, text.file, Buffer.from(text.json), 'fast');
  return { html: feed, words };
}

async function run(task: RenderTask): Promise<RenderAnswer> {
  if (!setup) throw new Error('A render worker was given a task before its set-up');
  await ready;
  const result =
    task.kind === 'page'
      ? await renderPageTask(task, setup)
      : { html: await feedHtml(setup.config.site.url, task.id, task.markdown) };
  return { ok: true, ...result, tagColors: tagColorPicks() };
}

parentPort?.on('message', (message: ToWorker) => {
  if ('setup' in message) {
    setup = message.setup;
    setConfig(setup.config);
    adoptTagColors(Object.entries(setup.tagColors));
    ready = speakSiteLanguage(setup.dist, setup.config.site.locale).then(() =>
      prepareMarkdownRenderer(setup!.config.site),
    );
    return;
  }
  run(message.task).then(
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        message: (error as Error)?.message ?? String(error),
      } satisfies RenderAnswer),
  );
});
