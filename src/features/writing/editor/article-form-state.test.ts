import type { Article } from '@/api/types';
import { EMPTY_FIELDS } from './article-fields';
import { articleFormReducer, initialFormState } from './article-form-state';

const article: Article = {
  id: '3',
  title: 'Hello',
  summary: 'A greeting',
  content: '# Hi',
  cover: undefined,
  category: { id: '1', name: 'News' },
  labels: [{ id: '2', name: 'intro' }],
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
} as unknown as Article;

describe('the article form reducer', () => {
  it('starts from the article (or empty fields) with nothing changed', () => {
    const state = initialFormState(article);
    expect(state.fields).toBe(state.baseline);
    expect(state.fields).toMatchObject({ title: 'Hello', categoryId: '1', labelIds: ['2'] });
    expect(state.version).toBe('2026-01-02T00:00:00Z');
    expect(state.savedAt).toBe(Date.parse('2026-01-02T00:00:00Z'));
    const fresh = initialFormState(undefined);
    expect(fresh.fields).toEqual(EMPTY_FIELDS);
    expect(fresh).toMatchObject({ version: '', savedAt: null, saving: false, conflict: null });
  });

  it('a field typed clears its own error, and only its own', () => {
    let state = initialFormState(undefined);
    state = articleFormReducer(state, {
      type: 'saveStarted',
      errors: { title: 'Required', summary: 'Required' },
    });
    state = articleFormReducer(state, { type: 'field', name: 'title', value: 'T' });
    expect(state.fields.title).toBe('T');
    expect(state.errors).toEqual({ title: undefined, summary: 'Required' });
    const same = articleFormReducer(state, { type: 'field', name: 'disabled', value: true });
    expect(same.errors).toBe(state.errors);
  });

  it('a save clears the last failure, and a failure says itself where it belongs', () => {
    let state = initialFormState(article);
    state = articleFormReducer(state, { type: 'failed', message: 'Boom', formError: 'Boom' });
    expect(state).toMatchObject({ failure: 'Boom', formError: 'Boom' });
    state = articleFormReducer(state, { type: 'saveStarted', errors: {} });
    expect(state).toMatchObject({ failure: null, formError: null, errors: {} });
    state = articleFormReducer(state, {
      type: 'failed',
      message: 'Title taken',
      fieldError: 'title',
    });
    expect(state).toMatchObject({ failure: 'Title taken', formError: null });
    expect(state.errors.title).toBe('Title taken');
  });

  it('a saved article becomes the baseline; words typed meanwhile stay', () => {
    let state = initialFormState(article);
    state = articleFormReducer(state, { type: 'field', name: 'content', value: 'more' });
    const sent = state.fields;
    state = articleFormReducer(state, { type: 'saved', baseline: sent, at: 42 });
    expect(state.baseline).toBe(sent);
    expect(state.fields).toBe(sent);
    expect(state.savedAt).toBe(42);
    const answer = { ...sent, title: 'Hello!' };
    state = articleFormReducer(state, { type: 'saved', baseline: answer, fields: answer, at: 43 });
    expect(state.fields).toBe(answer);
  });

  it('a conflict opens its dialog and fails the save; a saved version closes it', () => {
    let state = initialFormState(article);
    const newer = { ...article, updatedAt: '2026-01-03T00:00:00Z' };
    state = articleFormReducer(state, { type: 'copyFailed', message: 'old' });
    state = articleFormReducer(state, { type: 'conflictFound', conflict: newer });
    expect(state).toMatchObject({
      conflict: newer,
      conflictOpen: true,
      conflictError: null,
      failure: 'Changed elsewhere: not saved.',
    });
    state = articleFormReducer(state, { type: 'conflictOpen', open: false });
    expect(state.conflictOpen).toBe(false);
    state = articleFormReducer(state, { type: 'copyStarted' });
    expect(state).toMatchObject({ conflictBusy: true, conflictError: null });
    state = articleFormReducer(state, { type: 'copyFailed', message: 'No copy' });
    expect(state).toMatchObject({ conflictBusy: false, conflictError: 'No copy' });
    state = articleFormReducer(state, { type: 'version', version: newer.updatedAt });
    state = articleFormReducer(state, { type: 'saved', baseline: state.fields, at: 1 });
    expect(state).toMatchObject({ conflict: null, version: newer.updatedAt });
  });

  it('a draft restored replaces the fields, not the baseline', () => {
    const state = initialFormState(article);
    const draft = { ...state.fields, title: 'Draft' };
    const next = articleFormReducer(state, { type: 'restore', fields: draft });
    expect(next.fields).toBe(draft);
    expect(next.baseline).toBe(state.baseline);
  });
});
