/**
 * Two `updatedAt` values name the same version when they are the same text, or the same instant
 * written another way (`…T10:00:00Z` and `…T10:00:00.000Z`): the editor's check before a save,
 * and the console's comparison of the API with the public pages.
 */
export function sameVersion(a: string, b: string): boolean {
  if (a === b) return true;
  const [ta, tb] = [Date.parse(a), Date.parse(b)];
  return Number.isFinite(ta) && ta === tb;
}
