/**
 * The repository's import graph, read from the files themselves (no bundler, no lint run), for
 * test/house.test.ts: which tracked file imports which, and the circles in it. It knows the
 * project's own specifiers only (relative paths and the `@/` and `@mocks/` aliases); packages are
 * not followed. Static imports, re-exports, `import type`, dynamic `import()` and `require()` all
 * count: a circle of types alone still ties two files' meaning together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// `import(/* webpackChunkName: "x" */ './x')`: webpack's magic comments may come first.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)*|^\s*import\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];
const INDEXES = ['/index.ts', '/index.tsx', '/index.js', '/index.mjs'];

/**
 * Comments that open a line out (the "why" atop each file may quote an import); strings kept, and
 * nothing cut from the middle of a line, where `/*` or `//` may sit inside a string or a glob.
 */
function withoutComments(source: string): string {
  return source.replace(/^[ \t]*\/\*[\s\S]*?\*\/|^[ \t]*\/\/[^\n]*/gm, '');
}

/** The repository path a specifier names, if it is one of `files`. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('@mocks/')) base = `mocks/${specifier.slice(7)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const suffix of [...EXTENSIONS, ...INDEXES]) {
    if (files.has(base + suffix)) return base + suffix;
  }
  // TypeScript's ESM style: './x.js' written for './x.ts'.
  const stem = base.replace(/\.(m|c)?js$/, '');
  for (const suffix of ['.ts', '.tsx', '.mts', '.cts']) {
    if (stem !== base && files.has(stem + suffix)) return stem + suffix;
  }
  return null;
}

/** Each file's imports among `files` (paths relative to `root`, with forward slashes). */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = withoutComments(readFileSync(path.join(root, file), 'utf8'));
    const targets = new Set<string>();
    for (const match of source.matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[2], known);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The graph's circles: each strongly connected part with more than one file (Tarjan's). */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      if (part.length > 1) circles.push(part.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
