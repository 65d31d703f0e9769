import { DRAFT_STORAGE_PREFIX } from '@/config/constants';
import {
  clearDraft,
  draftsKept,
  loadDraft,
  sameFields,
  saveDraft,
  subscribeDraftsKept,
  type DraftFields,
} from './draft-store';

const fields: DraftFields = {
  title: 'Hello',
  summary: 'A summary',
  cover: '',
  categoryId: '2',
  labelIds: ['1', '3'],
  content: '# Hi',
  disabled: false,
};

describe('draft store', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves and loads a draft under the prefixed key', () => {
    saveDraft('new', fields, 1_700_000_000_000);
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}new`)).not.toBeNull();
    expect(loadDraft('new')).toEqual({ fields, savedAt: 1_700_000_000_000 });
  });

  it('keeps drafts of different articles apart', () => {
    saveDraft('7', { ...fields, title: 'Seven' });
    saveDraft('new', fields);
    expect(loadDraft('7')?.fields.title).toBe('Seven');
    expect(loadDraft('new')?.fields.title).toBe('Hello');
  });

  it('clears a draft', () => {
    saveDraft('7', fields);
    clearDraft('7');
    expect(loadDraft('7')).toBeNull();
  });

  it('returns null when there is no draft', () => {
    expect(loadDraft('missing')).toBeNull();
  });

  it('ignores corrupt JSON and drafts of the wrong shape', () => {
    localStorage.setItem(`${DRAFT_STORAGE_PREFIX}new`, '{not json');
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}new`,
      JSON.stringify({ fields: { title: 1 }, savedAt: 5 }),
    );
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}new`,
      JSON.stringify({ fields, savedAt: 'yesterday' }),
    );
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem(`${DRAFT_STORAGE_PREFIX}new`, 'null');
    expect(loadDraft('new')).toBeNull();
  });

  it('does not throw when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveDraft('new', fields)).not.toThrow();
    setItem.mockRestore();
  });

  it.each(['QuotaExceededError', 'SecurityError'])(
    'tells when storage refuses a draft (%s), and when it keeps one again',
    (name) => {
      saveDraft('new', fields);
      const told = jest.fn();
      const unsubscribe = subscribeDraftsKept(told);
      const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('refused', name);
      });
      saveDraft('new', fields);
      expect(draftsKept()).toBe(false);
      expect(told).toHaveBeenCalledTimes(1);
      saveDraft('new', fields);
      expect(told).toHaveBeenCalledTimes(1);
      expect(loadDraft('new')?.fields).toEqual(fields);
      setItem.mockRestore();
      saveDraft('new', fields);
      expect(draftsKept()).toBe(true);
      expect(told).toHaveBeenCalledTimes(2);
      expect(loadDraft('new')?.fields).toEqual(fields);
      unsubscribe();
    },
  );

  it('compares fields', () => {
    expect(sameFields(fields, { ...fields, labelIds: ['1', '3'] })).toBe(true);
    expect(sameFields(fields, { ...fields, labelIds: ['1'] })).toBe(false);
    expect(sameFields(fields, { ...fields, content: '# Ho' })).toBe(false);
    expect(sameFields(fields, { ...fields, disabled: true })).toBe(false);
  });

  it('keeps the status of a draft, and leaves the article its own for a draft without one', () => {
    saveDraft('7', { ...fields, disabled: true });
    expect(loadDraft('7', false)?.fields.disabled).toBe(true);
    const { disabled: _left, ...older } = fields;
    localStorage.setItem(`${DRAFT_STORAGE_PREFIX}8`, JSON.stringify({ fields: older, savedAt: 5 }));
    expect(loadDraft('8', true)?.fields.disabled).toBe(true);
    expect(loadDraft('8', false)?.fields.disabled).toBe(false);
  });
});
