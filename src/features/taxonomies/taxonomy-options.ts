/**
 * The console's category and label pickers (the article table's filters, the article form): every
 * category and label, disabled ones too, from one request of the same size, so both share RTK
 * Query's cached answer.
 */

/** Enough for any personal blog's taxonomy in one request. */
export const TAXONOMY_OPTIONS_PAGE_SIZE = 100;

/** A picker's name for a category or label: a disabled one says so. */
export const optionName = ({ name, disabled }: { name: string; disabled?: boolean }): string =>
  disabled ? `${name} (disabled)` : name;
