/** docs/reliability.md's count of hostile inputs stays in step with the cases the tests really try. */
import fs from 'node:fs';
import path from 'node:path';
import { HOSTILE_MARKDOWN } from './hostile-markdown';
import { HOSTILE_URL_COUNT } from './hostile-urls';

const reliability = fs.readFileSync(path.resolve(__dirname, '../docs/reliability.md'), 'utf8');
const SHARED_PAYLOADS = path.resolve(__dirname, '../../shared/data/xss-payloads.json');
// One 10,000-character search keyword (list query, search box, list page and console tests).
const LONG_KEYWORDS = 1;

describe('the counts in the docs', () => {
  it('states how many hostile inputs the tests try', () => {
    const line =
      /^Hostile inputs tried by the tests: (\d+) \((\d+) shared XSS payloads, (\d+) own Markdown cases, (\d+) URLs, (\d+) long keyword\)\.$/m.exec(
        reliability,
      );
    expect(line).not.toBeNull();
    const [total, shared, markdown, urls, keywords] = (line ?? []).slice(1).map(Number);
    expect(markdown).toBe(HOSTILE_MARKDOWN.length);
    expect(urls).toBe(HOSTILE_URL_COUNT);
    expect(keywords).toBe(LONG_KEYWORDS);
    expect(total).toBe(shared + markdown + urls + keywords);
    // The shared corpus sits beside the checkout in CI; a clone without it checks the rest.
    if (fs.existsSync(SHARED_PAYLOADS)) {
      expect(shared).toBe(JSON.parse(fs.readFileSync(SHARED_PAYLOADS, 'utf8')).length);
    }
  });
});
