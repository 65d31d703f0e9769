/**
 * Tag colours: each tag gets one of the five fixed TAG_COLORS, picked at random the first time the
 * visit meets it and kept for the whole visit, so a tag looks the same in the sidebar, on every
 * card and on every page (the spec wants random per tag, not per render nor per page). The picks
 * live in session storage: a page opened as a whole (a link followed before the app took the
 * prerendered page over, a reload) keeps them too, and a new visit (a new tab) picks afresh.
 */
import { TAG_COLORS, TAG_COLORS_STORAGE_KEY } from '@/config/constants';

export type TagColor = (typeof TAG_COLORS)[number];

// Read from the session once per page; kept here as well when storage is blocked.
let assigned: Map<string, number> | null = null;

function isColorIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < TAG_COLORS.length;
}

function picks(): Map<string, number> {
  if (assigned) return assigned;
  assigned = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(TAG_COLORS_STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [id, index] of Object.entries(stored)) {
        if (isColorIndex(index)) assigned.set(id, index);
      }
    }
  } catch {
    // Blocked or unreadable storage: the picks last as long as the page.
  }
  return assigned;
}

function remember(all: Map<string, number>): void {
  try {
    sessionStorage.setItem(TAG_COLORS_STORAGE_KEY, JSON.stringify(Object.fromEntries(all)));
  } catch {
    // Blocked or full storage: the page keeps its picks anyway.
  }
}

/** The index into TAG_COLORS for a tag id: random on first sight in the visit, then stable. */
export function tagColorIndex(id: string): number {
  const all = picks();
  let index = all.get(id);
  if (index === undefined) {
    // Math.random() is below 1, but clamp anyway so a stubbed 1 cannot step past the end.
    index = Math.min(TAG_COLORS.length - 1, Math.floor(Math.random() * TAG_COLORS.length));
    all.set(id, index);
    remember(all);
  }
  return index;
}

export function tagColor(id: string): TagColor {
  return TAG_COLORS[tagColorIndex(id)];
}
