import { VISITOR_KEY_STORAGE_KEY } from '@/config/constants';
import { getVisitorKey } from './visitor-key';

afterEach(() => jest.restoreAllMocks());

describe('getVisitorKey', () => {
  it('creates a random key once and keeps it in local storage', () => {
    const key = getVisitorKey();
    expect(key).toMatch(/^[\w-]{16,}$/);
    expect(localStorage.getItem(VISITOR_KEY_STORAGE_KEY)).toBe(key);
    expect(getVisitorKey()).toBe(key);
  });

  it('reuses a key that is already stored', () => {
    localStorage.setItem(VISITOR_KEY_STORAGE_KEY, 'existing-visitor');
    expect(getVisitorKey()).toBe('existing-visitor');
  });

  it('gives different visitors different keys', () => {
    const first = getVisitorKey();
    localStorage.clear();
    expect(getVisitorKey()).not.toBe(first);
  });

  it('still gives a stable key when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const key = getVisitorKey();
    expect(key).toBeTruthy();
    expect(getVisitorKey()).toBe(key);
  });
});
