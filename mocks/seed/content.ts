/** Composes each demo article's Markdown from its topic, so every article mixes a few features. */
import type { Random } from './prng';
import { CODE_SAMPLES, LANGUAGES } from './code-samples';
import type { Topic } from './topics';

export const PHOTO_COUNT = 4;

const SENTENCES = [
  'The first version worked, but only on my machine and only on a good day.',
  'Most of the effort went into deciding what not to build.',
  'Writing it down forced me to notice the step I kept skipping.',
  'None of this is new; it is just easy to forget under a deadline.',
  'A colleague asked why it was done this way, and I did not have a good answer.',
  'The fix turned out to be smaller than the explanation of the bug.',
  'It is worth measuring before and after, even when the change feels obvious.',
  'Slow, careful work at the start saved a lot of fast, careless work later.',
  'The tools matter less than the habit of checking your assumptions.',
  'Good defaults beat clever configuration nearly every time.',
  'What surprised me most was how little code the final version needed.',
  'I would make the same choice again, with one change described below.',
];

const HEADINGS = [
  ['Where it started', 'What I tried first', 'The shape of the problem'],
  ['What worked', 'The approach', 'Doing it properly'],
  ['Trade-offs', 'What it costs', 'Caveats'],
  ['Wrapping up', 'What I would do next time', 'Takeaways'],
];

const paragraph = (random: Random, count = 4) => random.sample(SENTENCES, count).join(' ');

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

const table = (topic: Topic) =>
  [
    '| Option | Effort | Result |',
    '| --- | :---: | --- |',
    `| Do nothing | none | the same problem next month |`,
    `| Quick fix | an hour | works until the next change |`,
    `| ${topic.labels[0] ?? 'Proper'} approach | a day | **solid**, documented |`,
  ].join('\n');

const tasks = () =>
  [
    '- [x] Reproduce it on a clean machine',
    '- [x] Write the failing test',
    '- [ ] Share the write-up with the team',
  ].join('\n');

const list = (random: Random) =>
  random
    .sample(
      [
        'Keep the change small.',
        'Write the test first.',
        'Name things for what they hold.',
        'Delete what nobody uses.',
        'Leave the code nicer than you found it.',
      ],
      3,
    )
    .map((item, index) => (random.chance(0.5) ? `- ${item}` : `${index + 1}. ${item}`))
    .join('\n');

/** The Markdown body of one seeded article. */
export function composeContent(topic: Topic, random: Random, index: number): string {
  const heading = (level: number) => random.pick(HEADINGS[level]);
  const other = random.pick(LANGUAGES.filter((language) => language !== topic.language));
  const photo = (index % PHOTO_COUNT) + 1;
  const blocks = [
    `${topic.summary} ${paragraph(random, 2)}`,
    `## ${heading(0)}`,
    paragraph(random),
    paragraph(random, 5),
    `### A closer look`,
    list(random),
    fence(topic.language, random.pick(CODE_SAMPLES[topic.language])),
    `## ${heading(1)}`,
    `${paragraph(random)} Earlier I ~~tried a shortcut~~ did it the long way, and it paid off.`,
    paragraph(random, 5),
  ];
  if (random.chance(0.6)) blocks.push(table(topic));
  if (random.chance(0.5))
    blocks.push(`![${topic.title}: a sketch of the idea](/demo/photo-${photo}.svg)`);
  if (random.chance(0.5)) blocks.push(`> ${paragraph(random, 2)}\n>\n> — a note to my future self`);
  if (random.chance(0.4)) blocks.push(fence(other, random.pick(CODE_SAMPLES[other])));
  blocks.push(
    `## ${heading(2)}`,
    `${paragraph(random)} There is more background on [MDN](https://developer.mozilla.org/).`,
  );
  if (random.chance(0.5)) blocks.push(tasks());
  blocks.push(`## ${heading(3)}`, `${paragraph(random, 2)}[^1]`, `[^1]: ${random.pick(SENTENCES)}`);
  return blocks.join('\n\n') + '\n';
}

/**
 * The article with several images, for the lightbox (issue 30): after its own photo, if it drew
 * one, a short gallery of the demo's other photos. Appended, so the seed's random draws (and every
 * other article) stay as they were.
 */
export const GALLERY_ARTICLE = 'Flattening a workbench top by hand';

export function withGallery(content: string): string {
  const photos = Array.from({ length: PHOTO_COUNT }, (_, index) => index + 1).filter(
    (photo) => !content.includes(`/demo/photo-${photo}.svg`),
  );
  const gallery = photos.map(
    (photo, index) =>
      `![The bench, step ${index + 1} of ${photos.length}](/demo/photo-${photo}.svg)`,
  );
  return `${content}\n## The bench, step by step\n\n${gallery.join('\n\n')}\n`;
}
