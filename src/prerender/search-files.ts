/**
 * The search files a prerender run writes (their shape: src/features/search/search-index-format.ts):
 * the index of every enabled article and one text file per article for its snippets. The words
 * come from the Markdown of the article (no API call), reduced to plain text rather than rendered:
 * a rendered article's from its render worker, which writes its text file (render-worker.ts), a
 * kept one's from its text file of the last run, or from its page when that file is not its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary } from '@/api/types';
import { buildSearchIndex, type SearchDocument } from '@/features/search/search-index-build';
import {
  SEARCH_FILE_ID,
  SEARCH_INDEX_PATH,
  searchTextPath,
  type SearchTextFile,
} from '@/features/search/search-index-format';
import { markdownFromPage } from './feed-content';
import { writeFile } from './staging';

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const HEADING = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const QUOTE = /^\s*(?:>\s?)+/;
/** A list item's marker, and a task's box after it. */
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/;
/** The line under a table's header: dashes and colons between pipes. */
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/** A table row's cells, each as plain text, a tab between them. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map(plain)
    .filter(Boolean)
    .join('\t');

/**
 * An article's words: headings apart, the rest as plain text, one block (paragraph, list item,
 * quote, table row) a line and a tab between a row's cells, so a snippet can show where a block
 * or a cell ends (snippet.ts) rather than run them together. Code blocks are left out (their
 * identifiers would double the index for searches nobody types); an image counts by its alt text,
 * a link by its text, and HTML tags, entities' markup and Markdown's marks go.
 */
export function markdownWords(markdown: string): { text: string; headings: string[] } {
  const headings: string[] = [];
  const blocks: string[] = [];
  let lines: string[] = [];
  const endBlock = () => {
    const text = plain(lines.join('\n'));
    if (text) blocks.push(text);
    lines = [];
  };
  let quoted = false;
  let inTable = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').replace(FENCE, '\n').split('\n')) {
    const line = raw.replace(QUOTE, '');
    if (QUOTE.test(raw) !== quoted) endBlock();
    quoted = QUOTE.test(raw);
    const heading = HEADING.exec(line);
    if (heading || !line.trim()) {
      endBlock();
      if (heading) headings.push(plain(heading[1]));
      inTable = false;
    } else if (line.includes('|') && TABLE_DELIMITER.test(line) && lines.length > 0) {
      // The line before was the table's header row.
      const header = lines.pop()!;
      endBlock();
      blocks.push(cells(header));
      inTable = true;
    } else if (inTable && line.includes('|')) {
      blocks.push(cells(line));
    } else {
      inTable = false;
      if (LIST_ITEM.test(line)) endBlock();
      lines.push(line.replace(LIST_ITEM, ''));
    }
  }
  endBlock();
  return { text: blocks.join('\n'), headings };
}

function plain(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]*>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/&[#\w]+;/g, ' ')
      .replace(/[`*_~]+/g, '')
      .replace(/[|#]+/g, ' ')
      .replace(/\s+/g, ' ')
      // Lines of Chinese join without a space (a line break inside a paragraph is no word gap).
      .replace(
        /([\p{Script=Han}\u3000-\u303f\uff00-\uffef]) (?=[\p{Script=Han}\u3000-\u303f\uff00-\uffef])/gu,
        '$1',
      )
      .trim()
  );
}

/** An article's words: its text and its headings (markdownWords). */
export type ArticleWords = ReturnType<typeof markdownWords>;

const textFile = (id: string) => searchTextPath(id).slice(1);

/** The words the last run wrote for `article`, when it has not changed since; else null. */
function keptWords(dir: string, article: ArticleSummary): ArticleWords | null {
  try {
    const file = JSON.parse(
      fs.readFileSync(path.join(dir, textFile(article.id)), 'utf8'),
    ) as Partial<SearchTextFile>;
    return file.article?.updatedAt === article.updatedAt &&
      typeof file.text === 'string' &&
      Array.isArray(file.headings)
      ? { text: file.text, headings: file.headings }
      : null;
  } catch {
    return null;
  }
}

/**
 * Writes `article`'s text file into `dir` unless it holds just that already (a kept article's:
 * its compressed copies stay as they are); returns the file (relative to `dir`) and its content
 * when written.
 */
export function writeSearchText(
  dir: string,
  article: ArticleSummary,
  words: ArticleWords,
): { file: string; json: string } | null {
  if (!SEARCH_FILE_ID.test(article.id)) return null;
  const file: SearchTextFile = { text: words.text, article, headings: words.headings };
  const json = JSON.stringify(file);
  try {
    if (fs.readFileSync(path.join(dir, textFile(article.id)), 'utf8') === json) return null;
  } catch {
    // Not there yet.
  }
  writeFile(dir, textFile(article.id), json);
  return { file: textFile(article.id), json };
}

/** The words of the Markdown `article`'s page in `dir` carries (none without a page). */
function pageWords(dir: string, id: string): ArticleWords {
  const markdown = markdownFromPage(dir, id);
  return markdown === null ? { text: '', headings: [] } : markdownWords(markdown);
}

/** The article as the index takes it; the summary alone when its page carries no Markdown. */
function documentOf(dir: string, article: ArticleSummary, known?: ArticleWords): SearchDocument {
  const words = known ?? keptWords(dir, article) ?? pageWords(dir, article.id);
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    category: article.category?.name ?? '',
    tags: article.labels.map((label) => label.name),
    categoryId: article.category?.id ?? null,
    labelIds: article.labels.map((label) => label.id),
    ...words,
  };
}

/**
 * Writes the index and the text files of `articles` (the enabled ones, newest first) into `dir`,
 * and removes the others' (a deleted or disabled article's text goes with it). `known`: the words
 * of the articles rendered this run.
 */
export function writeSearchFiles(
  dir: string,
  articles: ArticleSummary[],
  known: ReadonlyMap<string, ArticleWords> = new Map(),
): void {
  const enabled = articles.filter((article) => !article.disabled);
  const documents = enabled.map((article) => documentOf(dir, article, known.get(article.id)));
  writeFile(dir, SEARCH_INDEX_PATH.slice(1), JSON.stringify(buildSearchIndex(documents)));
  enabled.forEach((article, at) => writeSearchText(dir, article, documents[at]));
  const texts = path.dirname(path.join(dir, textFile('x')));
  const live = new Set(enabled.map((article) => path.basename(textFile(article.id))));
  for (const name of fs.existsSync(texts) ? fs.readdirSync(texts) : []) {
    if (!live.has(name.replace(/\.(gz|br)$/, ''))) fs.rmSync(path.join(texts, name));
  }
}
