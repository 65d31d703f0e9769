/** How files are described to people: sizes, kinds and the Markdown that embeds them. */
import { numberFormat } from '@/i18n/formats';
import { t } from '@/i18n/i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB" ("1.5 KB" too in Chinese); whole numbers for bytes, one decimal below 10 of a unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  // Rounded as toFixed would (half up), then written in the active language's digits; no grouping,
  // as before ("1023 KB").
  const shown = numberFormat({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(Number(value.toFixed(digits)));
  return `${shown} ${UNITS[unit]}`;
}

// The Markdown that embeds a file is the Markdown editor's (it writes it for an inline upload).
export { fileMarkdown, isImageType } from '@/components/markdown-editor/markdown-actions';

/**
 * A short kind for the type column: "PNG", "PDF", "TXT", or the raw type. A short extension wins,
 * because subtypes read badly to people ("text/plain" is "PLAIN", "image/svg+xml" is "SVG+XML").
 */
export function fileKind(mimeType: string, name: string): string {
  const ext = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  if (/^[a-z0-9]{1,5}$/i.test(ext)) return ext.toUpperCase();
  const sub = mimeType.split('/')[1]?.replace(/^x-/, '').replace(/\+.*$/, '');
  if (sub && /^[a-z0-9.-]+$/i.test(sub) && sub.length <= 8) return sub.toUpperCase();
  return ext ? ext.toUpperCase() : mimeType || t('console.files.kind.file');
}
