/**
 * A Chinese article's reading time, on its card and on its page: its characters are read at
 * their own pace (READING_CJK_CHARACTERS_PER_MINUTE), not as so many English words; an English
 * article's time is what it always was.
 */
import { screen } from '@testing-library/react';
import { toArticle, toArticleSummary } from '@/api/adapters';
import { countWords } from '@/lib/reading-time';
import { server } from '@mocks/node';
import { renderWithProviders } from '../../../test/render-with-providers';
import { publicTaxonomies, wireArticle } from '../../../test/article-fixtures';
import { ArticleFacts } from './detail/article-header';
import { ArticleMeta } from './list/article-meta';

// 3,500 characters: ten minutes at 350 a minute (15 if each were a word read at 230).
const CHINESE = '前端性能优化的小方法。'.repeat(350);
const CHINESE_COUNT = 3500;

beforeEach(() => server.use(...publicTaxonomies([{ id: 1, name: 'Notes' }], [])));

describe('reading time of CJK text', () => {
  it("reads a Chinese article's card at the characters' pace, from its summary", async () => {
    const summary = toArticleSummary(
      wireArticle(1, { summary: '本文介绍前端性能优化的几种方法。', wordCount: CHINESE_COUNT }),
    );
    renderWithProviders(<ArticleMeta article={summary} />);
    expect(await screen.findByText('10 min read')).toBeInTheDocument();
  });

  it("reads a Chinese article's page at the characters' pace, with or without the API's count", async () => {
    const content = CHINESE;
    expect(countWords(content)).toBe(CHINESE_COUNT);
    const withCount = toArticle({ ...wireArticle(2, { wordCount: CHINESE_COUNT }), content });
    const { unmount } = renderWithProviders(<ArticleFacts article={withCount} />);
    expect(await screen.findByText('10 min read')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ArticleFacts article={toArticle({ ...wireArticle(3), content })} />);
    expect(await screen.findByText('10 min read')).toBeInTheDocument();
  });

  it("keeps an English article's reading time", async () => {
    const summary = toArticleSummary(wireArticle(4, { wordCount: CHINESE_COUNT }));
    renderWithProviders(<ArticleMeta article={summary} />);
    expect(await screen.findByText('15 min read')).toBeInTheDocument();
  });
});
