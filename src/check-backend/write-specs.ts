/** What the console's write checks expect of each answer, and the values they send (shared by their steps). */
import { toArticle, toDisabledState, toFileItem, toPage, toTaxonomy, wire } from '@/api/adapters';
import { answer } from '@/api/mutation-answers';
import { type CallSpec } from './call-check';
import { article, disabledState, fileItem, pageOf, taxonomy } from './contract-shapes';

export type Raw = Record<string, unknown>;
export const field = (data: unknown, name: string): unknown => (data as Raw | undefined)?.[name];
export const idOf = (data: unknown): string | null => {
  const id = field(data, 'id');
  return id === undefined || id === null || id === '' ? null : String(id);
};
export const listOfPage = (data: unknown): Raw[] => {
  const list = field(data, 'list');
  return Array.isArray(list) ? (list as Raw[]) : [];
};

export interface Created {
  kind: 'article' | 'category' | 'label' | 'file';
  id: string;
  name: string;
}

export const CONSOLE_SAVE =
  'the console says the save failed (with Retry), although the server may have saved it';
export const pageSpec = (
  uses: string,
  gate: CallSpec['gate'],
  adapt: CallSpec['adapt'],
  shape: CallSpec['shape'],
): CallSpec => ({
  uses,
  onFailure: `${uses} shows its error state with Retry`,
  gate,
  adapt,
  shape,
  summarize: (data) => `${listOfPage(data).length} of ${String(field(data, 'total'))}`,
});

export const taxonomyAnswer = (what: string, kind: string): CallSpec => ({
  uses: `the console's ${what} screen`,
  onFailure: CONSOLE_SAVE,
  gate: answer.taxonomy,
  adapt: toTaxonomy,
  shape: taxonomy,
  summarize: (data) => `${kind} ${String(field(data, 'id'))} "${String(field(data, 'name'))}"`,
});
export const toggleAnswer = (what: string): CallSpec => ({
  uses: `the console's ${what} Enabled switch`,
  onFailure: `the ${what} Enabled switch fails`,
  gate: answer.disabledState,
  adapt: toDisabledState,
  shape: disabledState,
  summarize: (data) => `disabled: ${String(field(data, 'disabled'))}`,
});
export const deletion = (what: string): CallSpec => ({
  uses: `the console's delete of a ${what}`,
  onFailure: `the console cannot delete a ${what}`,
  summarize: () => 'deleted',
});
export const articleAnswer: CallSpec = {
  uses: "the console's editor",
  onFailure: CONSOLE_SAVE,
  gate: answer.article,
  adapt: toArticle,
  shape: article,
  summarize: (data) => `article ${String(field(data, 'id'))}`,
};

/** Texts that only travel intact when the form body is encoded and decoded as qs writes it. */
export const TRICKY = '&+=%ü 😀 "q"';

export const fileList: CallSpec = {
  ...pageSpec(
    "the console's Files screen",
    wire.filePage,
    toPage(toFileItem, 'files'),
    pageOf(fileItem),
  ),
  // An optional extension: a backend without it answers HTTP 404, and the screen says so.
  expectRefusal: (exchange) => exchange.status === 404,
};

// A 1×1 transparent PNG.
export const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
