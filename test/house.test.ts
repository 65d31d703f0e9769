/**
 * The house rules a reviewer can repeat (issue 28), over what git tracks: no source, test, style
 * or script file over 300 lines (seed data and msw's generated worker aside), and no import
 * circle anywhere in the repository (test/import-graph.ts reads the graph).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCircles, importGraph } from './import-graph';

const root = path.resolve(__dirname, '..');
const MAX_LINES = 300;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
/** Data written as code (the demo's seed) and a file msw generates. */
const EXEMPT = [/^mocks\/seed\//, /^public\/mockServiceWorker\.js$/];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const code = tracked.filter((file) => CODE.test(file));

const lineCount = (file: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

describe('the house', () => {
  it('sees the tracked files', () => {
    expect(code).toContain('test/house.test.ts');
    expect(code).toContain('src/main.tsx');
  });

  it(`keeps every source, test, style and script file within ${MAX_LINES} lines`, () => {
    const long = code
      .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
      .map((file) => `${file}: ${lineCount(file)}`)
      .filter((entry) => Number(entry.split(': ')[1]) > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('has no import circle anywhere (static, type-only and dynamic imports alike)', () => {
    const scripts = code.filter((file) => !file.endsWith('.css'));
    const graph = importGraph(root, scripts);
    // The walk does find a circle, and does see the imports (the entry's lazy store among them).
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(graph.get('src/main.tsx')).toContain('src/app/store.ts');
    expect(importCircles(graph)).toEqual([]);
  });
});
