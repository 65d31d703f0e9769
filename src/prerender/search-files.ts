/**
 * The search files a prerender run writes (their shape: src/features/search/search-index-format.ts):
 * the index of every enabled article and one text file per article for its snippets. The words
 * come from the Markdown the article's page carries (new and kept pages alike, no API call),
 * reduced to plain text here rather than rendered: a thousand articles in well under a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ArticleSummary } from '@/api/types';
import { buildSearchIndex, type SearchDocument } from '@/features/search/search-index-build';
import {
  SEARCH_FILE_ID,
  SEARCH_FOLDER,
  SEARCH_INDEX_PATH,
  searchTextPath,
  type SearchTextFile,
} from '@/features/search/search-index-format';
import { markdownFromPage } from './feed-content';
import { writeFile } from './staging';

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const HEADING = /^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm;

/**
 * An article's words: headings apart, the rest as plain text. Code blocks are left out (their
 * identifiers would double the index for searches nobody types); an image counts by its alt text,
 * a link by its text, and HTML tags, entities' markup and Markdown's marks go.
 */
export function markdownWords(markdown: string): { text: string; headings: string[] } {
  const prose = markdown.replace(/\r\n?/g, '\n').replace(FENCE, ' ');
  const headings = [...prose.matchAll(HEADING)].map((match) => plain(match[1]));
  return { text: plain(prose.replace(HEADING, ' ')), headings };
}

function plain(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]*>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/&[#\w]+;/g, ' ')
      .replace(/^\s*(>|[-*+]|\d+[.)]|\|)\s*/gm, '')
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

/** The article as the index takes it; the summary alone when its page carries no Markdown. */
function documentOf(dir: string, article: ArticleSummary): SearchDocument {
  const markdown = markdownFromPage(dir, article.id);
  const words = markdown === null ? { text: '', headings: [] } : markdownWords(markdown);
  return {
    id: article.id,
    title: article.title,
    summary: article.summary,
    category: article.category?.name ?? '',
    tags: article.labels.map((label) => label.name),
    ...words,
  };
}

/**
 * Writes the index and the text files of `articles` (the enabled ones, newest first) into `dir`,
 * replacing the last run's: a deleted or disabled article's text goes with it.
 */
export function writeSearchFiles(dir: string, articles: ArticleSummary[]): void {
  fs.rmSync(path.join(dir, SEARCH_FOLDER), { recursive: true, force: true });
  const documents = articles.filter((article) => !article.disabled).map((a) => documentOf(dir, a));
  writeFile(dir, SEARCH_INDEX_PATH.slice(1), JSON.stringify(buildSearchIndex(documents)));
  for (const document of documents) {
    if (!SEARCH_FILE_ID.test(document.id)) continue;
    const file: SearchTextFile = { text: document.text };
    writeFile(dir, searchTextPath(document.id).slice(1), JSON.stringify(file));
  }
}
