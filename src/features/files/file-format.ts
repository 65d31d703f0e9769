/** How files are described to people: sizes, kinds and the Markdown that embeds them. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB"; whole numbers for bytes, one decimal below 10 of a unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export function isImageType(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

/** Markdown for a file: an image embed for images, a plain link otherwise. */
export function fileMarkdown(name: string, url: string, isImage: boolean): string {
  const text = name.replace(/[[\]]/g, '');
  return `${isImage ? '!' : ''}[${text}](${url})`;
}

/** A short kind for the type column: "PNG", "PDF", or the raw type. */
export function fileKind(mimeType: string, name: string): string {
  const sub = mimeType.split('/')[1];
  if (sub && /^[a-z0-9.+-]+$/i.test(sub) && sub.length <= 8)
    return sub.replace(/^x-/, '').toUpperCase();
  const ext = name.includes('.') ? name.split('.').pop() : '';
  return ext ? ext.toUpperCase() : mimeType || 'File';
}
