import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ArticleSummary } from '@/api/types';
import { carriedDataScript } from '@/lib/page-format/carried-data';
import { loadSearchIndex, searchIndex } from '@/features/search/search-index';
import { markdownWords, writeSearchFiles } from './search-files';

function summary(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: String(id),
    title: `Article ${id}`,
    summary: `Summary ${id}`,
    cover: null,
    category: { id: '1', name: 'Frontend' },
    labels: [{ id: '2', name: '性能' }],
    views: 0,
    disabled: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    wordCount: null,
    ...overrides,
  };
}

function writePage(dir: string, id: string, content: string) {
  fs.mkdirSync(path.join(dir, 'detail', id), { recursive: true });
  const data = {
    location: `/detail/${id}`,
    provided: {},
    queries: { [`getArticle("${id}")`]: { data: { id, content } } },
  };
  fs.writeFileSync(
    path.join(dir, 'detail', id, 'index.html'),
    `<main></main>${carriedDataScript(data as never)}`,
  );
}

describe('markdownWords', () => {
  it('keeps the prose and the headings, not the code blocks or the marks', () => {
    const words = markdownWords(
      [
        '# Caching **well**',
        'Some *emphasis*, a [link text](https://x.test/) and ![a diagram](/d.png).',
        '```ts',
        'const secretIdentifier = 1;',
        '```',
        '> quoted <b>html</b> &amp; more',
        '- item one',
        '- [x] item two',
        '## 前端性能 ##',
      ].join('\n'),
    );
    expect(words.headings).toEqual(['Caching well', '前端性能']);
    expect(words.text).toBe(
      'Some emphasis, a link text and a diagram.\nquoted html more\nitem one\nitem two',
    );
    expect(words.text).not.toContain('secretIdentifier');
    expect(markdownWords('首屏渲染。\n\n按需加载，\n更快。 Then English.').text).toBe(
      '首屏渲染。\n按需加载，更快。 Then English.',
    );
  });

  it('keeps table cells and blocks apart: a tab between cells, a newline between rows', () => {
    const words = markdownWords(
      [
        'Before the table.',
        '',
        '| Option | Effort | Result |',
        '| --- | :---: | --- |',
        '| Quick fix | an hour | works until the next change |',
        '| Rust approach | a day | **solid**, documented |',
        '',
        'After it.',
      ].join('\n'),
    );
    expect(words.text).toBe(
      [
        'Before the table.',
        'Option\tEffort\tResult',
        'Quick fix\tan hour\tworks until the next change',
        'Rust approach\ta day\tsolid, documented',
        'After it.',
      ].join('\n'),
    );
  });
});

describe('writeSearchFiles', () => {
  it('indexes the enabled articles from their pages and writes each one’s text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
    try {
      writePage(dir, '1', 'Service workers cache pages.\n\n## Revalidation');
      writePage(dir, '2', '首屏渲染与懒加载');
      fs.mkdirSync(path.join(dir, 'search', 'text'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'search', 'text', '9.json'), '{"text":"gone"}');
      writeSearchFiles(dir, [summary(1), summary(2), summary(3, { disabled: true }), summary(4)]);

      const file = JSON.parse(fs.readFileSync(path.join(dir, 'search', 'index.json'), 'utf8'));
      const index = loadSearchIndex(file)!;
      const find = (query: string) => searchIndex(index, query, 10).map((hit) => hit.id);
      expect(find('workers')).toEqual(['1']);
      expect(find('revalidation')).toEqual(['1']);
      expect(find('懒加载')).toEqual(['2']);
      expect(find('性能')).toEqual(['1', '2', '4']); // the tag
      expect(find('summary 4')).toEqual(['4']); // no page: its summary still counts
      expect(find('article 3')).toEqual([]); // disabled
      const text = (id: string) =>
        JSON.parse(fs.readFileSync(path.join(dir, 'search', 'text', `${id}.json`), 'utf8'));
      // The card the list page shows for it, as the prerender had it.
      expect(text('1')).toEqual({
        text: 'Service workers cache pages.',
        article: summary(1),
        headings: ['Revalidation'],
      });
      expect(fs.existsSync(path.join(dir, 'search', 'text', '3.json'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'search', 'text', '9.json'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a rendered article’s words as given, and a kept one’s from its text file, unwritten', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-files-'));
    const file = (id: string) => path.join(dir, 'search', 'text', `${id}.json`);
    const find = () => {
      const index = loadSearchIndex(
        JSON.parse(fs.readFileSync(path.join(dir, 'search', 'index.json'), 'utf8')),
      )!;
      return (query: string) => searchIndex(index, query, 10).map((hit) => hit.id);
    };
    try {
      writePage(dir, '1', 'Kept words.\n\n## Kept heading');
      writeSearchFiles(dir, [summary(1)]);
      const written = fs.statSync(file('1')).mtimeMs;
      // Its page is no longer read while the article is unchanged: the text file has its words.
      fs.rmSync(path.join(dir, 'detail'), { recursive: true });
      const known = new Map([['2', { text: 'Rendered words.', headings: ['Fresh'] }]]);
      writeSearchFiles(dir, [summary(2), summary(1)], known);
      expect(find()('kept heading')).toEqual(['1']);
      expect(find()('fresh')).toEqual(['2']);
      expect(fs.statSync(file('1')).mtimeMs).toBe(written);
      // Changed since: its words are its page's (none here), not the old file's.
      writeSearchFiles(dir, [summary(1, { updatedAt: '2026-02-01T10:00:00.000Z' })]);
      expect(find()('kept')).toEqual([]);
      expect(fs.existsSync(file('2'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
