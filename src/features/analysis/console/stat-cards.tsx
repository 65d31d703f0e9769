/** The dashboard's totals as a row of cards; skeletons hold their place while loading. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/plain/placeholder';
import Typography from '@mui/material/Typography';
import type { Analysis } from '@/api/types';

const number = new Intl.NumberFormat();

interface StatCardsProps {
  analysis: Analysis | undefined;
  days: number;
}

export function StatCards({ analysis, days }: StatCardsProps) {
  const cards = [
    { label: 'Articles', value: analysis?.articleCount },
    { label: 'Categories', value: analysis?.categoryCount },
    { label: 'Labels', value: analysis?.labelCount },
    { label: 'Page views', value: analysis?.pv, note: `last ${days} days` },
    { label: 'Visitors', value: analysis?.uv, note: `last ${days} days` },
  ];
  return (
    <Box
      component="ul"
      aria-label="Totals"
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
        <Paper component="li" variant="outlined" key={card.label} sx={{ p: 2 }}>
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
