/** Reads a 1-based page number from the URL; anything else (missing, 0, -3, 'x', 2.5) is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
