/** Text edits the Markdown toolbar and the image upload make at the caret. */
import { t } from '@/i18n/i18n';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection in `before`/`after` (or inserts them around `placeholder` when empty). */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  before: string,
  after: string,
  placeholder: string,
): TextEdit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + before + selected + after + value.slice(end);
  return {
    value: next,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + selected.length,
  };
}

/** Puts `prefix` at the start of every line the selection touches (headings, lists, quotes). */
export function prefixLines(value: string, start: number, end: number, prefix: string): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  const next = value.slice(0, lineStart) + prefixed + value.slice(end);
  const added = prefixed.length - block.length;
  return { value: next, selectionStart: start + prefix.length, selectionEnd: end + added };
}

/** Inserts text at the caret, replacing any selection; the caret lands after it. */
export function insertAt(value: string, start: number, end: number, text: string): TextEdit {
  const next = value.slice(0, start) + text + value.slice(end);
  return { value: next, selectionStart: start + text.length, selectionEnd: start + text.length };
}

export function uploadingPlaceholder(name: string): string {
  return `![${t('console.writer.uploadingPlaceholder', { name: name.replace(/[[\]]/g, '') })}]()`;
}

/**
 * Markdown for an uploaded image: the file name without its extension is the alt text ("cat.png"
 * reads as "cat"), the URL is the one the backend returned (in <> when it holds spaces or brackets).
 */
export function imageMarkdown(fileName: string, url: string): string {
  const alt = fileName
    .replace(/\.[^.\s]{1,10}$/, '')
    .replace(/[[\]\\]/g, '')
    .trim();
  const target = /[\s()<>]/.test(url) ? `<${url.replace(/</g, '%3C').replace(/>/g, '%3E')}>` : url;
  return `![${alt}](${target})`;
}

export function isImageType(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

/** Markdown for a file: an image embed for images, a plain link otherwise. */
export function fileMarkdown(name: string, url: string, isImage: boolean): string {
  const text = name.replace(/[[\]]/g, '');
  return `${isImage ? '!' : ''}[${text}](${url})`;
}
