import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { toArticleSummary } from '@/api/adapters';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ArticleCard } from './article-card';
import { server } from '@mocks/node';
import { publicTaxonomies, wireArticle } from '../../../../test/article-fixtures';

function DetailProbe() {
  const location = useLocation();
  const state = location.state as { id?: string; title?: string } | null;
  return <p>{`Detail ${state?.id} ${state?.title}`}</p>;
}

const article = toArticleSummary(
  wireArticle(7, {
    title: 'Typography for the web',
    category: { id: 3, name: 'Design' },
    labels: [
      { id: 11, name: 'css' },
      { id: 12, name: 'fonts' },
    ],
    views: 1234,
    wordCount: 920,
    createdAt: '2026-03-05T10:00:00Z',
  }),
);

describe('ArticleCard', () => {
  beforeEach(() =>
    server.use(
      ...publicTaxonomies(
        [{ id: 3, name: 'Design' }],
        [
          { id: 11, name: 'css' },
          { id: 12, name: 'fonts' },
        ],
      ),
    ),
  );

  it('links the title to the detail page, passing the id (and title) as navigation state', async () => {
    const { user } = renderWithProviders(<ArticleCard article={article} />, {
      routes: [{ path: '/detail/:id', element: <DetailProbe /> }],
      path: '/',
    });
    const title = screen.getByRole('link', { name: 'Typography for the web' });
    expect(title).toHaveAttribute('href', '/detail/7');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Typography for the web');
    await user.click(title);
    expect(await screen.findByText('Detail 7 Typography for the web')).toBeInTheDocument();
  });

  it('shows quiet metadata: date, category link, reading time, views, tag links', async () => {
    renderWithProviders(<ArticleCard article={article} />);
    await screen.findByRole('list', { name: 'Tags' });
    expect(screen.getByText('Summary of article 7.')).toBeInTheDocument();
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-05T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Design' })).toHaveAttribute(
      'href',
      '/list?categoryId=3',
    );
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('1,234 views')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'Tag: css' })).toHaveAttribute(
      'href',
      '/list?labelId=11',
    );
    expect(tags.getByRole('link', { name: 'Tag: fonts' })).toHaveAttribute(
      'href',
      '/list?labelId=12',
    );
  });

  it('does not show readers a disabled category or label (absent from the public lists)', async () => {
    server.use(...publicTaxonomies([{ id: 4, name: 'Other' }], [{ id: 11, name: 'css' }]));
    renderWithProviders(<ArticleCard article={article} />);
    const tags = within(await screen.findByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'Tag: css' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'fonts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Design' })).not.toBeInTheDocument();
  });

  it('has no cover image or reading time when the article has none', () => {
    const plain = toArticleSummary(wireArticle(8, { labels: [] }));
    const { container } = renderWithProviders(<ArticleCard article={plain} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('shows a lazily loaded cover when there is one', () => {
    const covered = toArticleSummary(wireArticle(9, { cover: '/images/cover.png' }));
    const { container } = renderWithProviders(<ArticleCard article={covered} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/cover.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("loads the first card's cover at once and first, as it is often the largest paint", () => {
    const covered = toArticleSummary(wireArticle(9, { cover: '/images/cover.png' }));
    const { container } = renderWithProviders(<ArticleCard article={covered} eager />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
