/** Previous / next article, each passing its title on so the next page can show it at once. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleLink } from '@/api/types';
import { ArticleLink as ArticlePageLink } from '../list/article-link';

function PagerLink({
  link,
  label,
  align,
}: {
  link: ArticleLink;
  label: string;
  align: 'left' | 'right';
}) {
  return (
    <ArticlePageLink
      article={link}
      rel={align === 'left' ? 'prev' : 'next'}
      underline="none"
      sx={{
        display: 'block',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        textAlign: align,
        color: 'text.primary',
        '&:hover, &:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <Typography
        component="span"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {link.title}
      </Typography>
    </ArticlePageLink>
  );
}

export function ArticlePager({
  prev,
  next,
}: {
  prev: ArticleLink | null;
  next: ArticleLink | null;
}) {
  if (!prev && !next) return null;
  return (
    <Box
      component="nav"
      aria-label="More articles"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        mt: 6,
        pt: 4,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box>{prev && <PagerLink link={prev} label="Previous" align="left" />}</Box>
      <Box>{next && <PagerLink link={next} label="Next" align="right" />}</Box>
    </Box>
  );
}
