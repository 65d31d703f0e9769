/**
 * Heading ids: readable, unique within a document, non-Latin letters kept ("数据-模型"), and never
 * a name that would clobber a property of `document` or of a form (DOM clobbering).
 */
import { PAGE_IDS } from '@/lib/page-format/page-ids';

export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

function clobbers(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return id in document || id in HTMLFormElement.prototype;
}

export interface Slugger {
  /** A unique id for a heading with this text. */
  slug(text: string): string;
  /** Ids the document already has (raw HTML's, footnotes'): never handed out again. */
  reserve(ids: Iterable<string>): void;
}

/**
 * Makes ids unique across one document: "intro", "intro-1", "intro-2"... The page's own ids are
 * taken from the start (lib/page-format/page-ids.ts).
 */
export function createSlugger(taken: Iterable<string> = []): Slugger {
  const used = new Set([...PAGE_IDS, ...taken]);
  return {
    slug(text) {
      const base = slugify(text) || 'section';
      let id = base;
      for (let n = 1; used.has(id) || clobbers(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      return id;
    },
    reserve(ids) {
      for (const id of ids) used.add(id);
    },
  };
}
