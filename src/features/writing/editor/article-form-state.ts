/**
 * The article form's state in one reducer: the fields and the baseline they are compared with,
 * the errors, the save's progress and outcome, the server version the changes are made on, and a
 * conflict found on saving. Each action names what happened, so a save's steps read as events.
 */
import type { Article } from '@/api/types';
import { t } from '@/i18n/i18n';
import { EMPTY_FIELDS, fieldsOf, timeOf } from './article-fields';
import type { DraftFields } from './draft-store';
import type { ArticleField, FieldErrors } from './validation';

export interface ArticleFormState {
  /** The fields as last saved (or opened): `fields` differing from it is unsaved work. */
  baseline: DraftFields;
  fields: DraftFields;
  errors: FieldErrors;
  /** Said above the text. */
  formError: string | null;
  saving: boolean;
  /** Said in the save bar, with Retry. */
  failure: string | null;
  savedAt: number | null;
  /** The server version this tab's changes are made on: the one it opened, then each save's. */
  version: string;
  /** The newer version a save found on the server, while the owner chooses what to do with it. */
  conflict: Article | null;
  conflictOpen: boolean;
  conflictBusy: boolean;
  conflictError: string | null;
}

export type ArticleFormAction =
  | { type: 'field'; name: keyof DraftFields; value: DraftFields[keyof DraftFields] }
  | { type: 'restore'; fields: DraftFields }
  | { type: 'saveStarted'; errors: FieldErrors }
  | { type: 'saving'; saving: boolean }
  | { type: 'conflictFound'; conflict: Article }
  | { type: 'saved'; baseline: DraftFields; fields?: DraftFields; at: number }
  | { type: 'failed'; message: string; formError?: string; fieldError?: ArticleField }
  | { type: 'version'; version: string }
  | { type: 'conflictOpen'; open: boolean }
  | { type: 'copyStarted' }
  | { type: 'copyFailed'; message: string };

export function initialFormState(article: Article | undefined): ArticleFormState {
  const baseline = article ? fieldsOf(article) : EMPTY_FIELDS;
  return {
    baseline,
    fields: baseline,
    errors: {},
    formError: null,
    saving: false,
    failure: null,
    savedAt: timeOf(article?.updatedAt),
    version: article?.updatedAt ?? '',
    conflict: null,
    conflictOpen: false,
    conflictBusy: false,
    conflictError: null,
  };
}

export function articleFormReducer(
  state: ArticleFormState,
  action: ArticleFormAction,
): ArticleFormState {
  switch (action.type) {
    case 'field': {
      const fields = { ...state.fields, [action.name]: action.value };
      // `disabled` has no error of its own.
      const name = action.name as ArticleField;
      const errors =
        action.name !== 'disabled' && state.errors[name]
          ? { ...state.errors, [name]: undefined }
          : state.errors;
      return { ...state, fields, errors };
    }
    case 'restore':
      return { ...state, fields: action.fields };
    case 'saveStarted':
      return { ...state, errors: action.errors, formError: null, failure: null };
    case 'saving':
      return { ...state, saving: action.saving };
    case 'conflictFound':
      return {
        ...state,
        conflict: action.conflict,
        conflictError: null,
        conflictOpen: true,
        failure: t('console.editor.conflict.failure'),
      };
    case 'saved':
      return {
        ...state,
        baseline: action.baseline,
        fields: action.fields ?? state.fields,
        conflict: null,
        savedAt: action.at,
      };
    case 'failed':
      return {
        ...state,
        failure: action.message,
        formError: action.formError ?? state.formError,
        errors: action.fieldError
          ? { ...state.errors, [action.fieldError]: action.message }
          : state.errors,
      };
    case 'version':
      return { ...state, version: action.version };
    case 'conflictOpen':
      return { ...state, conflictOpen: action.open };
    case 'copyStarted':
      return { ...state, conflictBusy: true, conflictError: null };
    case 'copyFailed':
      return { ...state, conflictError: action.message, conflictBusy: false };
  }
}
