/**
 * Hostile strings for anything that writes markup by hand: the shared corpus
 * (../shared/data/xss-payloads.json) when it sits beside the checkout, plus the project's own cases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOSTILE_MARKDOWN } from './hostile-markdown';

const SHARED_PAYLOADS = path.resolve(__dirname, '../../shared/data/xss-payloads.json');

const shared: { id: string; payload: string }[] = fs.existsSync(SHARED_PAYLOADS)
  ? JSON.parse(fs.readFileSync(SHARED_PAYLOADS, 'utf8'))
  : [];

/** [id, payload] pairs, with a few that attack text written outside of HTML (XML, JSON in script). */
export const HOSTILE_TEXTS: [string, string][] = [
  ...shared.map((entry): [string, string] => [`shared:${entry.id}`, entry.payload]),
  ...HOSTILE_MARKDOWN.map((entry): [string, string] => [entry.id, entry.payload]),
  ['script-close', '</script><script>alert(1)</script>'],
  ['style-close', '</style><img src=x onerror=alert(1)>'],
  ['cdata-close', ']]><x>'],
  ['quotes', `"' onmouseover=alert(1) x="`],
  ['replacement-patterns', "$& $' $` $1"],
  ['control-chars', 'bell\u0007 nul\u0000 ok'],
  ['line-separators', 'a\u2028b\u2029c'],
];

/** What survives of a text in XML: the characters XML forbids are dropped by the writer. */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}
