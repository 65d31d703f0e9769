/** Builds the demo database from a fixed seed: the same content on every run and every reset. */
import type { ArticleRow, DbState, TaxonomyRow } from '../schema';
import { countWords } from '../word-count';
import { seedAnalysis } from './analysis';
import { GALLERY_ARTICLE, composeContent, withGallery } from './content';
import { BASE_DATE, DAY_MS } from './dates';
import { seedFiles } from './files';
import { LONG_ARTICLE, longArticleContent } from './long-article';
import { createRandom } from './prng';
import { CATEGORY_SEED, LABEL_SEED } from './taxonomies';
import { TOPICS } from './topics';

const SEED = 20261101;
export const COVER_COUNT = 6;
/** Where the long article sits among the others (newest first). */
const LONG_ARTICLE_POSITION = 8;

const taxonomies = (
  seed: readonly { name: string; disabled: boolean }[],
  firstDay: number,
): TaxonomyRow[] =>
  seed.map((item, index) => ({
    id: index + 1,
    name: item.name,
    disabled: item.disabled,
    createdAt: new Date(BASE_DATE - (firstDay - index * 20) * DAY_MS).toISOString(),
  }));

/** The articles and their taxonomies, and where the random sequence stands after them. */
function writeArticles() {
  const random = createRandom(SEED);
  const categories = taxonomies(CATEGORY_SEED, 1420);
  const labels = taxonomies(LABEL_SEED, 1400);
  const idOf = (rows: TaxonomyRow[], name: string) =>
    rows.find((row) => row.name === name)?.id ?? null;

  const entries = TOPICS.map((topic, index) => {
    const content = composeContent(topic, random, index);
    return { ...topic, content: topic.title === GALLERY_ARTICLE ? withGallery(content) : content };
  });
  entries.splice(LONG_ARTICLE_POSITION, 0, {
    ...LONG_ARTICLE,
    category: 'Tooling',
    labels: ['DevOps', 'Testing', 'Writing'],
    language: 'bash',
    content: longArticleContent(),
  });

  const count = entries.length;
  const articles: ArticleRow[] = entries.map((entry, index) => {
    const created =
      BASE_DATE - (index * 21 + random.int(0, 9)) * DAY_MS - random.int(0, 8) * 3600_000;
    const updated = random.chance(0.4)
      ? Math.min(created + random.int(1, 30) * DAY_MS, BASE_DATE)
      : created;
    return {
      // Oldest article gets id 1, as if written in order.
      id: count - index,
      title: entry.title,
      summary: entry.summary,
      content: entry.content,
      cover: index % 3 === 0 ? `/demo/cover-${((index / 3) % COVER_COUNT) + 1}.svg` : null,
      categoryId: idOf(categories, entry.category),
      labelIds: entry.labels
        .map((name) => idOf(labels, name))
        .filter((id): id is number => id !== null),
      views: random.int(40, 600) + (count - index) * random.int(5, 30),
      disabled: index % 13 === 5,
      wordCount: countWords(entry.content),
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    };
  });

  return { articles, categories, labels, randomState: random.state() };
}

// Composing the articles and counting their words is most of a reset, and jest resets before every
// test: they are the same every time, so they are written once and each seed gets its own copy.
// The traffic is drawn at each reset, as its days end today.
let written: ReturnType<typeof writeArticles> | undefined;

export function createSeed(): DbState {
  written ??= writeArticles();
  const { articles, categories, labels, randomState } = structuredClone(written);
  const files = seedFiles();
  return {
    articles,
    categories,
    labels,
    files,
    analysis: seedAnalysis(createRandom(randomState)),
    sessions: [],
    lastIds: {
      articles: articles.length,
      categories: categories.length,
      labels: labels.length,
      files: files.length,
    },
  };
}
