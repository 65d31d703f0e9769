/**
 * The one very long demo article (well over 50 KB of Markdown): a reference page with many
 * sections, for testing rendering, scrolling and the table of contents on a heavy page.
 */
import { CODE_SAMPLES, LANGUAGES } from './code-samples';

export const LONG_ARTICLE = {
  title: 'The complete field guide to shipping a web app',
  summary:
    'Everything from the first commit to the hundredth deploy, in one long reference page: build, test, release and run.',
} as const;

const STAGES = ['Plan', 'Build', 'Test', 'Release', 'Operate', 'Learn'];

function chapter(stage: string, number: number): string {
  const language = LANGUAGES[number % LANGUAGES.length];
  const rows = Array.from(
    { length: 8 },
    (_, row) =>
      `| ${stage} check ${row + 1} | ${row % 3 === 0 ? 'required' : 'recommended'} | step ${number}.${row + 1} |`,
  );
  return [
    `## ${number}. ${stage}`,
    `This chapter covers the ${stage.toLowerCase()} stage. Each step below is short on purpose: read it, do it, tick it off. The reasons behind each step are in the notes after the checklist, and the examples show one way of doing it, not the only one.`,
    `### ${number}.1 Checklist`,
    Array.from(
      { length: 10 },
      (_, item) =>
        `- [${item % 4 === 0 ? 'x' : ' '}] ${stage} step ${item + 1}: write down what done looks like, then do it.`,
    ).join('\n'),
    `### ${number}.2 Reference`,
    ['| Check | Level | Where |', '| --- | --- | --- |', ...rows].join('\n'),
    `### ${number}.3 Example`,
    `\`\`\`${language}\n${CODE_SAMPLES[language].join('\n\n')}\n\`\`\``,
    `### ${number}.4 Notes`,
    Array.from(
      { length: 6 },
      (_, note) =>
        `${note + 1}. During ${stage.toLowerCase()}, the most common mistake is hurrying the part nobody sees. Keep notes, keep the change small, and keep the people who depend on you informed before it ships, not after.`,
    ).join('\n'),
    `> ${stage} well and the next stage is easier. This is the whole idea of the guide.`,
  ].join('\n\n');
}

export function longArticleContent(): string {
  const chapters = Array.from({ length: 30 }, (_, index) =>
    chapter(STAGES[index % STAGES.length], index + 1),
  );
  return (
    [
      'A reference I keep coming back to. It is long; use the headings to jump around.',
      ...chapters,
      '## Further reading',
      'See the [web.dev guides](https://web.dev/) and the notes in earlier posts.[^guide]',
      '[^guide]: Written over several years and revised after every project.',
    ].join('\n\n') + '\n'
  );
}
