/** The most read articles, each linking to its public page. */
import Box from '@mui/material/Box';
import { TextRouterLink } from '@/components/plain/text-link';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { RankedArticle } from '@/api/types';
import { EmptyState } from '@/components/states/empty-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

/** The plain link takes a class, not `sx` (the console may style it with emotion). */
const TitleLink = styled(TextRouterLink)({ minWidth: 0 });

export function TopArticles({ articles }: { articles: RankedArticle[] | undefined }) {
  const t = useT();
  if (!articles) {
    return (
      <Box aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Placeholder key={index} height={36} />
        ))}
      </Box>
    );
  }
  if (articles.length === 0) return <EmptyState title={t('console.dashboard.noneRead')} />;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, '& > li': { py: 0.75 } }}>
      {articles.map((article) => (
        <li key={article.id}>
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'baseline',
              justifyContent: 'space-between',
            }}
          >
            <TitleLink to={paths.detail.href(article.id)}>{article.title}</TitleLink>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('console.dashboard.views', { count: article.views })}
            </Typography>
          </Box>
        </li>
      ))}
    </Box>
  );
}
