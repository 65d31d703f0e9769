/** A few uploaded files the demo starts with: small SVG drawings and a text note. */
import type { FileRow } from '../schema';
import { BASE_DATE, DAY_MS } from './dates';

const encode = (text: string) => new TextEncoder().encode(text);

const drawing = (background: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${background}"/>${shape}</svg>`;

const FILES = [
  {
    name: 'workbench-sketch.svg',
    mimeType: 'image/svg+xml',
    text: drawing(
      '#efe6d8',
      '<rect x="40" y="70" width="240" height="24" fill="#8a5a2b"/><rect x="60" y="94" width="16" height="70" fill="#6b4420"/><rect x="244" y="94" width="16" height="70" fill="#6b4420"/>',
    ),
  },
  {
    name: 'query-plan.svg',
    mimeType: 'image/svg+xml',
    text: drawing(
      '#e6eef7',
      '<circle cx="160" cy="50" r="22" fill="#2f5d8a"/><circle cx="100" cy="140" r="22" fill="#4f86b8"/><circle cx="220" cy="140" r="22" fill="#4f86b8"/><path d="M160 72 100 118M160 72l60 46" stroke="#2f5d8a" stroke-width="4"/>',
    ),
  },
  {
    name: 'release-notes.txt',
    mimeType: 'text/plain',
    text: 'Release 1.0.7\n\n- Faster lists\n- Clearer error messages\n',
  },
];

export function seedFiles(): FileRow[] {
  return FILES.map((file, index) => {
    const bytes = encode(file.text);
    return {
      id: index + 1,
      name: file.name,
      size: bytes.byteLength,
      mimeType: file.mimeType,
      createdAt: new Date(BASE_DATE - (FILES.length - index) * 3 * DAY_MS).toISOString(),
      bytes,
    };
  });
}
