/** An article as the form holds it (DraftFields) and as a save sends it (ArticleInput). */
import type { Article, ArticleInput } from '@/api/types';
import type { DraftFields } from './draft-store';

export const EMPTY_FIELDS: DraftFields = {
  title: '',
  summary: '',
  cover: '',
  categoryId: '',
  labelIds: [],
  content: '',
  disabled: false,
};

export function fieldsOf(article: Article): DraftFields {
  return {
    title: article.title,
    summary: article.summary,
    cover: article.cover ?? '',
    categoryId: article.category?.id ?? '',
    labelIds: article.labels.map((label) => label.id),
    content: article.content,
    disabled: article.disabled,
  };
}

/** The fields that live in the details panel: an error in one of them opens it. */
export const DETAIL_FIELDS = ['summary', 'cover', 'categoryId', 'labelIds'] as const;

export const timeOf = (iso: string | undefined) => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(at) ? at : null;
};

/**
 * The status is sent only when it is the owner's choice here (a new article, or the switch moved):
 * otherwise a copy loaded earlier could undo a change made in the table meanwhile.
 */
export function toInput(
  fields: DraftFields,
  baseline: DraftFields,
  creating: boolean,
): ArticleInput {
  const input: ArticleInput = {
    title: fields.title.trim(),
    summary: fields.summary.trim(),
    content: fields.content,
    categoryId: fields.categoryId,
    labelIds: fields.labelIds,
  };
  if (fields.cover.trim()) input.cover = fields.cover.trim();
  if (creating || fields.disabled !== baseline.disabled) input.disabled = fields.disabled;
  return input;
}
