import { screen, within } from '@testing-library/react';
import { toArticleSummary } from '@/api/adapters';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ArticleCard } from './article-card';
import { server } from '@mocks/node';
import { publicTaxonomies, wireArticle } from '../../../../test/article-fixtures';

const article = toArticleSummary(
  wireArticle(7, {
    title: 'Typography for the web',
    category: { id: 3, name: 'Design' },
    labels: [{ id: 11, name: 'css' }],
  }),
);

describe('category and tag links (useListHref)', () => {
  beforeEach(() =>
    server.use(...publicTaxonomies([{ id: 3, name: 'Design' }], [{ id: 11, name: 'css' }])),
  );

  it('on /list keep the other filters, replace their own and drop the page', async () => {
    renderWithProviders(<ArticleCard article={article} />, {
      route: '/list?keyword=grid&categoryId=1&labelId=5&page=3',
    });
    expect(await screen.findByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      '/list?keyword=grid&categoryId=3&labelId=5',
    );
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'Tag: css' })).toHaveAttribute(
      'href',
      '/list?keyword=grid&categoryId=1&labelId=11',
    );
  });

  it('elsewhere start a fresh list', async () => {
    renderWithProviders(<ArticleCard article={article} />, { route: '/?page=2' });
    expect(await screen.findByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      '/list?categoryId=3',
    );
  });
});
