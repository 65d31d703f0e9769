// Generated Markdown of a given size for the scale figures: sections with headings, paragraphs
// with emphasis and links, lists, TypeScript code blocks and tables, repeated with numbers so no
// two sections are the same.

function section(n) {
  return [
    `## Section ${n}: notes on building things`,
    '',
    `Paragraph ${n}. A *calm* sentence about **software**, with a [link to part ${n}](https://example.com/part/${n}) and some \`inline code\` in it. `.repeat(
      3,
    ),
    '',
    `- point ${n}.1 about a detail`,
    `- point ${n}.2 with [another link](https://example.org/${n})`,
    `- point ${n}.3, the last one`,
    '',
    '```ts',
    `export function step${n}(input: number[]): number {`,
    `  return input.reduce((sum, value) => sum + value * ${n}, 0);`,
    '}',
    '```',
    '',
    '| column | value | note |',
    '| --- | --: | --- |',
    `| a${n} | ${n * 3} | first |`,
    `| b${n} | ${n * 7} | second |`,
    '',
    `> A quote from section ${n}, to break the rhythm.`,
    '',
  ].join('\n');
}

/** Markdown of at least `bytes` bytes (UTF-8). */
export function longMarkdown(bytes) {
  const parts = ['# A very long article', ''];
  let size = 0;
  for (let n = 1; size < bytes; n += 1) {
    const part = section(n);
    parts.push(part);
    size += Buffer.byteLength(part) + 1;
  }
  return parts.join('\n');
}

/**
 * Markdown of exactly `chars` characters in the shape issue 42 measured: a heading every 20 blocks,
 * paragraphs with emphasis, code and a link, a code block every seventh block.
 */
export function issueShapedMarkdown(chars) {
  const blocks = ['# An article in blocks', ''];
  let size = 0;
  for (let n = 1; size < chars; n += 1) {
    const block =
      n % 20 === 0
        ? `## Part ${n / 20}`
        : n % 7 === 0
          ? `\`\`\`js\nfunction step${n}(x) {\n  return x * ${n};\n}\n\`\`\``
          : `Paragraph ${n} with *emphasis*, \`code ${n}\` and a [link](https://example.com/${n}), in a sentence long enough to read like prose.`;
    blocks.push(block, '');
    size += block.length + 2;
  }
  return blocks.join('\n').slice(0, chars);
}
