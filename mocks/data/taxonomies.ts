/** Categories and labels: the same rules for both, apart from deleting one that is in use. */
import { getDb, markWritten, nextId, type ArticleRow, type TaxonomyRow } from '../db';
import { conflict } from '../envelope';
import { findRow, requiredText, sameName, text, type Input } from './fields';
import { paginate } from './paging';

export type TaxonomyKind = 'categories' | 'labels';

export const NAME_MAX = 50;

const NOUN: Record<TaxonomyKind, string> = { categories: 'Category', labels: 'Label' };

const uses = (kind: TaxonomyKind, article: ArticleRow, id: number) =>
  kind === 'categories' ? article.categoryId === id : article.labelIds.includes(id);

const countArticles = (kind: TaxonomyKind, id: number, enabledOnly: boolean) =>
  getDb().articles.filter(
    (article) => uses(kind, article, id) && !(enabledOnly && article.disabled),
  ).length;

const toWire = (kind: TaxonomyKind, row: TaxonomyRow) => ({
  id: row.id,
  name: row.name,
  articleCount: countArticles(kind, row.id, false),
  disabled: row.disabled,
  createdAt: row.createdAt,
});

const rowsOf = (kind: TaxonomyKind) => getDb()[kind];
const find = (kind: TaxonomyKind, id: unknown) => findRow(rowsOf(kind), id, NOUN[kind]);

/** The public list: enabled only, each with its number of enabled articles. */
export const listEnabledTaxonomies = (kind: TaxonomyKind) =>
  rowsOf(kind)
    .filter((row) => !row.disabled)
    .map((row) => ({
      id: row.id,
      name: row.name,
      articleCount: countArticles(kind, row.id, true),
    }));

export function listAllTaxonomies(kind: TaxonomyKind, input: Input) {
  const keyword = text(input.keyword).trim().toLocaleLowerCase();
  const rows = rowsOf(kind).filter(
    (row) => !keyword || row.name.toLocaleLowerCase().includes(keyword),
  );
  const page = paginate(rows, input);
  return { ...page, list: page.list.map((row) => toWire(kind, row)) };
}

function validName(kind: TaxonomyKind, input: Input, self?: TaxonomyRow): string {
  const name = requiredText(input.name, 'Name', NAME_MAX);
  const clash = rowsOf(kind).find((row) => row !== self && sameName(row.name, name));
  if (clash) throw conflict(`A ${NOUN[kind].toLowerCase()} named "${clash.name}" already exists.`);
  return name;
}

export function createTaxonomy(kind: TaxonomyKind, input: Input) {
  const row: TaxonomyRow = {
    id: 0,
    name: validName(kind, input),
    disabled: false,
    createdAt: new Date().toISOString(),
  };
  row.id = nextId(kind);
  rowsOf(kind).push(row);
  markWritten();
  return toWire(kind, row);
}

export function renameTaxonomy(kind: TaxonomyKind, id: unknown, input: Input) {
  const row = find(kind, id);
  row.name = validName(kind, input, row);
  markWritten();
  return toWire(kind, row);
}

export function deleteTaxonomy(kind: TaxonomyKind, id: unknown): null {
  const row = find(kind, id);
  const inUse = countArticles(kind, row.id, false);
  if (kind === 'categories' && inUse > 0) {
    throw conflict(
      `The category "${row.name}" still has ${inUse} article${inUse === 1 ? '' : 's'}. Move or delete them first.`,
    );
  }
  // A label is only a tag: deleting it takes it off its articles. (Not for a category: ids are
  // counted per table, so a label with the same id is another record.)
  if (kind === 'labels') {
    getDb().articles.forEach((article) => {
      article.labelIds = article.labelIds.filter((labelId) => labelId !== row.id);
    });
  }
  getDb()[kind] = rowsOf(kind).filter((item) => item !== row);
  markWritten();
  return null;
}

export function toggleTaxonomy(kind: TaxonomyKind, id: unknown) {
  const row = find(kind, id);
  row.disabled = !row.disabled;
  markWritten();
  return { id: row.id, disabled: row.disabled };
}

export const findTaxonomy = find;
