/** A card's shape while its data loads: the same boxes as ArticleCard, so nothing jumps. */
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import { cardSx } from './article-card';

export function ArticleCardSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden="true">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h3" sx={{ mb: 1 }}>
          <Placeholder width="70%" />
        </Typography>
        <Typography sx={{ lineHeight: 1.6 }}>
          <Placeholder />
          <Placeholder width="85%" />
        </Typography>
        <Box sx={{ mt: 1.5, fontSize: '0.875rem' }}>
          <Placeholder width="45%" />
        </Box>
      </Box>
    </Box>
  );
}
