/** The dashboard's totals as a row of cards; skeletons hold their place while loading. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import type { Analysis } from '@/api/types';
import { numberFormat } from '@/i18n/formats';
import { useT } from '@/i18n/use-t';

interface StatCardsProps {
  analysis: Analysis | undefined;
  days: number;
}

export function StatCards({ analysis, days }: StatCardsProps) {
  const t = useT();
  const number = numberFormat();
  const note = t('console.dashboard.stat.note', { days });
  const cards = [
    { key: 'articles', label: t('console.dashboard.stat.articles'), value: analysis?.articleCount },
    {
      key: 'categories',
      label: t('console.dashboard.stat.categories'),
      value: analysis?.categoryCount,
    },
    { key: 'labels', label: t('console.dashboard.stat.labels'), value: analysis?.labelCount },
    { key: 'pv', label: t('console.dashboard.stat.pageViews'), value: analysis?.pv, note },
    { key: 'uv', label: t('console.dashboard.stat.visitors'), value: analysis?.uv, note },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('console.dashboard.totals')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.key} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {card.label}
            {card.note && (
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                {card.note}
              </Box>
            )}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 600, mt: 0.5, fontFamily: (theme) => theme.typography.fontFamily }}
          >
            {card.value === undefined ? <Placeholder width="60%" /> : number.format(card.value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
