import { fileKind, fileMarkdown, formatFileSize } from './file-format';

describe('file format helpers', () => {
  it('formats sizes for people', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('makes Markdown for images and other files', () => {
    expect(fileMarkdown('cat.png', 'https://x/cat.png', true)).toBe(
      '![cat.png](https://x/cat.png)',
    );
    expect(fileMarkdown('a [b].pdf', 'https://x/a.pdf', false)).toBe('[a b.pdf](https://x/a.pdf)');
  });

  it('names the kind of a file', () => {
    expect(fileKind('image/png', 'a.png')).toBe('PNG');
    expect(
      fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx'),
    ).toBe('DOCX');
    expect(fileKind('text/plain', 'release-notes.txt')).toBe('TXT');
    expect(fileKind('image/svg+xml', 'query-plan.svg')).toBe('SVG');
    expect(fileKind('image/svg+xml', 'sketch')).toBe('SVG');
  });
});
