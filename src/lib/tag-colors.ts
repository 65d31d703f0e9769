/**
 * Tag colours: each tag gets one of the five fixed TAG_COLORS, picked at random the first time it
 * is drawn and kept, so a tag looks the same in the sidebar, on every card and on every page (the
 * spec wants random per tag, not per render nor per page). A chip is drawn once, in its colour:
 *
 * - The prerender picks as it renders, one set for the whole site, kept from run to run (in
 *   prerender-manifest.json: src/prerender/kept-tag-colors.ts), so a page kept from the last run
 *   and one rendered now agree; each chip carries its colour in the HTML.
 * - The app taking a prerendered page over adopts the colours its chips were drawn in
 *   (tag-colors-page.ts) before hydrating, so it renders exactly the page's markup, and keeps
 *   them: they win over this visit's earlier picks, as the page is already on screen.
 * - The picks live in session storage: the rest of the visit (a page reached in the app, a page
 *   opened as a whole) keeps them, and a new visit (a new tab) picks afresh where no page says.
 */
import { TAG_COLORS, TAG_COLORS_STORAGE_KEY } from '@/config/constants';

export type TagColor = (typeof TAG_COLORS)[number];

// Read from the session once per page; kept here as well when storage is blocked (and in Node,
// which has none: there the prerender's picks last for its process).
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

/** The index into TAG_COLORS for a tag id: random on first sight, then stable. */
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

/**
 * Colours already drawn (a page's chips, the last prerender's picks), by tag id: they replace this
 * visit's own picks for those tags. Anything that is not one of the five is left out.
 */
export function adoptTagColors(drawn: Iterable<readonly [string, unknown]>): void {
  const all = picks();
  let changed = false;
  for (const [id, index] of drawn) {
    if (isColorIndex(index) && all.get(id) !== index) {
      all.set(id, index);
      changed = true;
    }
  }
  if (changed) remember(all);
}

/** Every tag's colour picked or adopted so far, by id (the prerender keeps them for its next run). */
export function tagColorPicks(): Record<string, number> {
  return Object.fromEntries(picks());
}
