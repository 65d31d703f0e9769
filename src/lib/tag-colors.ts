/**
 * Tag colours: each tag gets one of the five fixed TAG_COLORS, picked at random the first time the
 * page meets it and kept for as long as the page lives, so a tag looks the same in the sidebar,
 * on every card and after navigating (the spec wants random per tag, not per render).
 */
import { TAG_COLORS } from '@/config/constants';

export type TagColor = (typeof TAG_COLORS)[number];

const assigned = new Map<string, number>();

/** The index into TAG_COLORS for a tag id: random on first sight, then stable. */
export function tagColorIndex(id: string): number {
  let index = assigned.get(id);
  if (index === undefined) {
    // Math.random() is below 1, but clamp anyway so a stubbed 1 cannot step past the end.
    index = Math.min(TAG_COLORS.length - 1, Math.floor(Math.random() * TAG_COLORS.length));
    assigned.set(id, index);
  }
  return index;
}

export function tagColor(id: string): TagColor {
  return TAG_COLORS[tagColorIndex(id)];
}
