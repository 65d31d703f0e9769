/**
 * Where the reader stopped in a long article, kept in the browser (local storage) for the last
 * READING_POSITIONS_KEPT articles read. A place is the last heading passed and how far past it,
 * which survives small edits above it; and the share of the article read, for the offer's figure
 * and for an article whose heading has gone. Storage that is full, off or holds something else
 * is lived with: the place is simply not kept.
 */
import { READING_POSITIONS_KEPT, READING_POSITIONS_STORAGE_KEY } from '@/config/constants';

export interface ReadingPlace {
  /** The id of the last heading above the top of the screen; null above the first. */
  heading: string | null;
  /** Pixels past that heading (or past the article's top). */
  offset: number;
  /** The share of the article read, 0 to 1. */
  share: number;
  /** When it was kept (ms): the oldest go first. */
  at: number;
}

type Places = Record<string, ReadingPlace>;

/** A reader past this share has started; past the finish, they have read it all. */
export const STARTED = 0.05;
export const FINISHED = 0.95;

function readAll(): Places {
  try {
    const value = JSON.parse(
      localStorage.getItem(READING_POSITIONS_STORAGE_KEY) ?? '{}',
    ) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Places) : {};
  } catch {
    return {};
  }
}

function writeAll(places: Places): void {
  try {
    localStorage.setItem(READING_POSITIONS_STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Full or off: the place is not kept, and nothing else changes.
  }
}

const isPlace = (value: unknown): value is ReadingPlace => {
  const place = value as ReadingPlace | null;
  return (
    typeof place?.share === 'number' &&
    typeof place.offset === 'number' &&
    (place.heading === null || typeof place.heading === 'string')
  );
};

/** The place kept for this article, if the reader had started and not finished it. */
export function readPlace(id: string): ReadingPlace | null {
  const place = readAll()[id];
  return isPlace(place) && place.share >= STARTED && place.share < FINISHED ? place : null;
}

/** Keeps the place (or forgets it once the article is read to its end, or not yet started). */
export function keepPlace(id: string, place: ReadingPlace): void {
  const places = readAll();
  delete places[id];
  if (place.share >= STARTED && place.share < FINISHED) places[id] = place;
  const kept = Object.entries(places)
    .filter(([, value]) => isPlace(value))
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, READING_POSITIONS_KEPT);
  writeAll(Object.fromEntries(kept));
}
