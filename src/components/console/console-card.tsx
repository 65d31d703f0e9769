/**
 * A console card: an outlined section named by its heading, with the card's actions on the
 * heading's line (under it on a narrow screen). The dashboard's cards are drawn with it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface ConsoleCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function ConsoleCard({ id, title, actions, children }: ConsoleCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
