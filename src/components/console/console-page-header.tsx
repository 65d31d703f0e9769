/**
 * A console screen's heading row: the page's one `<h1>` (focusable, so the layout can move focus
 * to it on navigation) and its main actions on the right, wrapping under it on phones.
 *
 * Props: title, description?, actions? (buttons).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ConsolePageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function ConsolePageHeader({ title, description, actions }: ConsolePageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Box>
        <Typography
          variant="h5"
          component="h1"
          tabIndex={-1}
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
