/** Client rules for the article form, and where a server message belongs. */
import { t } from '@/i18n/i18n';
import type { DraftFields } from './draft-store';

export const TITLE_MAX_LENGTH = 100;
export const SUMMARY_MAX_LENGTH = 300;

export type ArticleField = 'title' | 'summary' | 'cover' | 'categoryId' | 'labelIds' | 'content';
export type FieldErrors = Partial<Record<ArticleField, string>>;

/** Characters as people count them (code points, so an emoji is one), as the server does. */
export const length = (value: string) => [...value].length;

export function validateArticle(fields: DraftFields): FieldErrors {
  const errors: FieldErrors = {};
  const title = fields.title.trim();
  if (!title) errors.title = t('console.editor.error.titleRequired');
  else if (length(title) > TITLE_MAX_LENGTH)
    errors.title = t('console.editor.error.titleTooLong', { max: TITLE_MAX_LENGTH });
  // The contract's POST lists summary among the required fields (cover is the optional one).
  const summary = fields.summary.trim();
  if (!summary) errors.summary = t('console.editor.error.summaryRequired');
  else if (length(summary) > SUMMARY_MAX_LENGTH) {
    errors.summary = t('console.editor.error.summaryTooLong', { max: SUMMARY_MAX_LENGTH });
  }
  if (!fields.categoryId) errors.categoryId = t('console.editor.error.categoryRequired');
  if (!fields.content.trim()) errors.content = t('console.editor.error.contentRequired');
  return errors;
}

// Order matters: "category" before "label" so "category labels…" goes to the category field.
const FIELD_WORDS: [RegExp, ArticleField][] = [
  [/\btitle\b/i, 'title'],
  [/\bsummary\b/i, 'summary'],
  [/\bcover\b/i, 'cover'],
  [/\bcategor(y|ies)\b/i, 'categoryId'],
  [/\blabels?\b/i, 'labelIds'],
  [/\b(content|body|markdown)\b/i, 'content'],
];

/** The field a server message is about, or null for a message the whole form should show. */
export function fieldForServerMessage(message: string): ArticleField | null {
  for (const [pattern, field] of FIELD_WORDS) {
    if (pattern.test(message)) return field;
  }
  return null;
}

/** The fields a save needs, in the order the owner meets them. */
export const REQUIRED_FIELDS = ['title', 'content', 'summary', 'categoryId'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/**
 * The required fields still empty, so the editor can say what a save needs before it is pressed
 * (summary and category wait in the details panel, out of sight while writing).
 */
export function missingFields(
  fields: Pick<DraftFields, 'title' | 'summary' | 'categoryId' | 'content'>,
): RequiredField[] {
  return REQUIRED_FIELDS.filter((name) =>
    name === 'categoryId' ? !fields.categoryId : !/\S/.test(fields[name]),
  );
}
