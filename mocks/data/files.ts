/** Uploaded files: bytes kept in memory and served back at `/uploads/:id/:name`. */
import { getDb, markWritten, nextId, type FileRow } from '../db';
import { Code, invalid, MockError } from '../envelope';
import { findRow, type Input } from './fields';
import { newestFirst, paginate } from './paging';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const NAME_MAX = 200;

/** What `request.formData()` gives for a file field (checked by shape: jsdom and Node differ). */
interface UploadedBlob {
  name?: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isBlob = (value: unknown): value is UploadedBlob =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;

export const fileUrl = (row: FileRow, origin: string) =>
  `${origin}/uploads/${row.id}/${encodeURIComponent(row.name)}`;

const toWire = (row: FileRow, origin: string) => ({
  id: row.id,
  name: row.name,
  url: fileUrl(row, origin),
  size: row.size,
  mimeType: row.mimeType,
  createdAt: row.createdAt,
});

const printable = (char: string) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127;

// Only the last path segment, without control characters, and never empty.
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')].filter(printable).join('').trim().slice(-NAME_MAX) ||
  'file';

export async function saveUpload(value: unknown, origin: string) {
  if (!isBlob(value)) throw invalid('Choose a file to upload (form field "file").');
  if (value.size === 0) throw invalid('The file is empty.');
  if (value.size > MAX_UPLOAD_BYTES)
    throw new MockError(Code.TOO_LARGE, 'The file is larger than 10 MB.');
  const row: FileRow = {
    id: nextId('files'),
    name: cleanName(value.name ?? ''),
    size: value.size,
    mimeType: value.type || 'application/octet-stream',
    createdAt: new Date().toISOString(),
    bytes: new Uint8Array(await value.arrayBuffer()),
  };
  getDb().files.push(row);
  markWritten();
  return toWire(row, origin);
}

export function listFiles(input: Input, origin: string) {
  const page = paginate(newestFirst(getDb().files), input);
  return { ...page, list: page.list.map((row) => toWire(row, origin)) };
}

export function deleteFile(id: unknown): null {
  const row = findRow(getDb().files, id, 'File');
  getDb().files = getDb().files.filter((item) => item !== row);
  markWritten();
  return null;
}

// Types a browser can show in a tab without running anything. SVG shows too, but it can carry
// script: the sandbox below keeps that from running on the blog's origin.
const INLINE_TYPES = /^(image\/(png|jpe?g|gif|webp|avif|svg\+xml)|text\/plain|application\/pdf)$/i;

/**
 * Headers for serving an upload at its URL: the stored type, never sniffed; every file in a
 * sandbox (no script, no same-origin access), and anything but plain images and text (HTML,
 * XML, scripts, unknown types) as a download, so an upload can never act as a page of the blog.
 */
export function servedHeaders(row: FileRow): Record<string, string> {
  const type = row.mimeType.split(';')[0].trim();
  const disposition = INLINE_TYPES.test(type) ? 'inline' : 'attachment';
  return {
    'Content-Type': row.mimeType,
    'Content-Length': String(row.size),
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    'Content-Security-Policy': 'sandbox',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
}

/** The stored file for a download, or undefined when unknown or its bytes are gone. */
export const findUpload = (id: string) =>
  getDb().files.find((row) => String(row.id) === id && row.bytes);
