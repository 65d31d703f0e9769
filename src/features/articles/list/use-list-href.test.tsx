import { screen, within } from '@testing-library/react';
import { toArticleSummary } from '@/api/adapters';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ArticleCard } from './article-card';
import { wireArticle } from './test-fixtures';

const article = toArticleSummary(
  wireArticle(7, {
    title: 'Typography for the web',
    category: { id: 3, name: 'Design' },
    labels: [{ id: 11, name: 'css' }],
  }),
);

describe('category and tag links (useListHref)', () => {
  it('on /list keep the other filters, replace their own and drop the page', () => {
    renderWithProviders(<ArticleCard article={article} />, {
      route: '/list?keyword=grid&categoryId=1&labelId=5&page=3',
    });
    expect(screen.getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      '/list?keyword=grid&categoryId=3&labelId=5',
    );
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'css' })).toHaveAttribute(
      'href',
      '/list?keyword=grid&categoryId=1&labelId=11',
    );
  });

  it('elsewhere start a fresh list', () => {
    renderWithProviders(<ArticleCard article={article} />, { route: '/?page=2' });
    expect(screen.getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      '/list?categoryId=3',
    );
  });
});
