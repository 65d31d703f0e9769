/**
 * What the console hands /manager when the blog could not be reached on entry: the reason, in the
 * navigation's state. /manager shows it at once and does not ask again by itself (only Retry
 * does), so a blog that answers now and then cannot bounce the owner between the two. A reload
 * or a back/forward visit (a POP) asks afresh instead of repeating an old failure.
 */
const KEY = 'profileUnreachable';

export function handOverUnreachable(message: string): Record<string, string> {
  return { [KEY]: message };
}

export function unreachableHandedOver(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const message = (state as Record<string, unknown>)[KEY];
  return typeof message === 'string' ? message : null;
}
