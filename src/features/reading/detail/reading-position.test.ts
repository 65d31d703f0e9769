/**
 * The places kept in long articles: only between starting and finishing, the last
 * READING_POSITIONS_KEPT articles read, and storage that is full, off or holds something else
 * changes nothing else.
 */
import { READING_POSITIONS_KEPT, READING_POSITIONS_STORAGE_KEY } from '@/config/constants';
import { keepPlace, readPlace } from './reading-position';

const place = (share: number, at = 1) => ({ heading: 'usage', offset: 120, share, at });

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('a place in a long article', () => {
  it('is kept once the reader has started, and read back', () => {
    keepPlace('7', place(0.42));
    expect(readPlace('7')).toEqual(place(0.42));
    expect(readPlace('8')).toBeNull();
  });

  it('is not kept before the reader starts, and forgotten once they finish', () => {
    keepPlace('7', place(0.01));
    expect(readPlace('7')).toBeNull();
    keepPlace('7', place(0.5));
    keepPlace('7', place(0.97));
    expect(readPlace('7')).toBeNull();
    expect(JSON.parse(localStorage.getItem(READING_POSITIONS_STORAGE_KEY)!)).toEqual({});
  });

  it('is kept for the last articles read only', () => {
    for (let i = 0; i < READING_POSITIONS_KEPT + 5; i += 1) keepPlace(String(i), place(0.5, i));
    const kept = Object.keys(JSON.parse(localStorage.getItem(READING_POSITIONS_STORAGE_KEY)!));
    expect(kept).toHaveLength(READING_POSITIONS_KEPT);
    expect(readPlace('0')).toBeNull();
    expect(readPlace(String(READING_POSITIONS_KEPT + 4))).not.toBeNull();
  });

  it('lives with storage that holds something else, or is full', () => {
    localStorage.setItem(READING_POSITIONS_STORAGE_KEY, '[1,2');
    expect(readPlace('7')).toBeNull();
    localStorage.setItem(READING_POSITIONS_STORAGE_KEY, JSON.stringify({ 7: { share: 'x' } }));
    expect(readPlace('7')).toBeNull();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => keepPlace('7', place(0.5))).not.toThrow();
  });
});
