/** Articles: listing, reading (views, prev/next), writing with validation, rank and timeline. */
import { getDb, markWritten, nextId, type ArticleRow } from '../db';
import { invalid, notFound } from '../envelope';
import { countWords } from '../word-count';
import { findRow, flag, optionalText, requiredText, text, textList, type Input } from './fields';
import { newestFirst, paginate } from './paging';
import { findTaxonomy } from './taxonomies';

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 300;
export const CONTENT_MAX = 1_000_000;
const COVER_MAX = 1000;
const RANK_SIZE = 10;

const ref = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

function toSummary(row: ArticleRow) {
  const { categories, labels } = getDb();
  const category = categories.find((item) => item.id === row.categoryId);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(row.cover ? { cover: row.cover } : {}),
    category: category ? ref(category) : null,
    labels: labels.filter((label) => row.labelIds.includes(label.id)).map(ref),
    views: row.views,
    disabled: row.disabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    wordCount: row.wordCount,
  };
}

const link = (row: ArticleRow | undefined) => (row ? { id: row.id, title: row.title } : undefined);

function toDetail(row: ArticleRow) {
  // Neighbours by date among enabled articles: prev is older, next is newer.
  const ordered = newestFirst(getDb().articles.filter((item) => !item.disabled || item === row));
  const index = ordered.indexOf(row);
  return {
    ...toSummary(row),
    content: row.content,
    prev: link(ordered[index + 1]),
    next: link(ordered[index - 1]),
  };
}

const find = (id: unknown) => findRow(getDb().articles, id, 'Article');

/** A page of summaries, newest first; `all` is the console's list (disabled ones and the status filter). */
export function listArticles(input: Input, all: boolean) {
  const keyword = text(input.keyword).trim().toLocaleLowerCase();
  const categoryId = text(input.categoryId).trim();
  const labelId = text(input.labelId).trim();
  const disabled = all ? flag(input.disabled) : false;
  const rows = newestFirst(getDb().articles).filter(
    (row) =>
      (disabled === undefined || row.disabled === disabled) &&
      (!keyword || `${row.title}\n${row.summary}`.toLocaleLowerCase().includes(keyword)) &&
      (!categoryId || String(row.categoryId) === categoryId) &&
      (!labelId || row.labelIds.some((id) => String(id) === labelId)),
  );
  const page = paginate(rows, input);
  return { ...page, list: page.list.map(toSummary) };
}

/**
 * One article. Readers see enabled articles only, and each read counts a view; the signed-in
 * owner (the editor loads through here) also sees disabled ones, without counting views.
 */
export function readArticle(id: unknown, owner: boolean) {
  const row = getDb().articles.find((item) => String(item.id) === text(id).trim());
  if (!row || (row.disabled && !owner)) throw notFound('Article not found.');
  if (!owner) {
    row.views += 1;
    markWritten();
  }
  return toDetail(row);
}

function validArticle(input: Input) {
  const categoryId = text(input.categoryId).trim();
  if (!categoryId) throw invalid('Category is required.');
  return {
    title: requiredText(input.title, 'Title', TITLE_MAX),
    summary: requiredText(input.summary, 'Summary', SUMMARY_MAX),
    content: requiredText(input.content, 'Content', CONTENT_MAX),
    cover: optionalText(input.cover, 'Cover', COVER_MAX) || null,
    categoryId: findTaxonomy('categories', categoryId).id,
    labelIds: [...new Set(textList(input.labelIds).map((id) => findTaxonomy('labels', id).id))],
  };
}

export function createArticle(input: Input) {
  const now = new Date().toISOString();
  const fields = validArticle(input);
  const row: ArticleRow = {
    ...fields,
    id: nextId('articles'),
    views: 0,
    disabled: flag(input.disabled) ?? false,
    wordCount: countWords(fields.content),
    createdAt: now,
    updatedAt: now,
  };
  getDb().articles.push(row);
  markWritten();
  return toDetail(row);
}

/**
 * When a row changes: now, or just after its last change if that is not earlier. Two saves within
 * one millisecond still get different versions: the editor compares `updatedAt` before it
 * overwrites an article (two tabs, one article).
 */
function changedAt(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(Number.isFinite(last) && last >= now ? last + 1 : now).toISOString();
}

export function updateArticle(id: unknown, input: Input) {
  const row = find(id);
  const fields = validArticle(input);
  Object.assign(row, fields, {
    disabled: flag(input.disabled) ?? row.disabled,
    wordCount: countWords(fields.content),
    updatedAt: changedAt(row.updatedAt),
  });
  markWritten();
  return toDetail(row);
}

export function deleteArticle(id: unknown): null {
  const row = find(id);
  getDb().articles = getDb().articles.filter((item) => item !== row);
  markWritten();
  return null;
}

export function toggleArticle(id: unknown) {
  const row = find(id);
  row.disabled = !row.disabled;
  row.updatedAt = changedAt(row.updatedAt);
  markWritten();
  return { id: row.id, disabled: row.disabled };
}

const enabledArticles = () => getDb().articles.filter((row) => !row.disabled);

export const rankArticles = () =>
  [...enabledArticles()]
    .sort((a, b) => b.views - a.views || b.id - a.id)
    .slice(0, RANK_SIZE)
    .map((row) => ({ id: row.id, title: row.title, views: row.views }));

export const articleTimeline = () =>
  newestFirst(enabledArticles()).map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.createdAt,
  }));
