/** The one rule for a search keyword, wherever it comes from (a box, the URL): trimmed and capped. */
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/config/constants';

const HIGH_SURROGATE = /[\ud800-\udbff]$/;

export function capKeyword(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SEARCH_KEYWORD_MAX_LENGTH) return trimmed;
  // Never end on half of an emoji: a lone surrogate is not text and breaks URL encoding.
  return trimmed.slice(0, SEARCH_KEYWORD_MAX_LENGTH).replace(HIGH_SURROGATE, '').trim();
}
