/** A sidebar block: a quiet surface with a small h2, labelled as its own navigation landmark. */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SidebarSectionProps {
  title: string;
  children: ReactNode;
  /** 'nav' for link lists (ranked, categories, tags); 'section' otherwise. */
  as?: 'nav' | 'section';
}

export const sectionSx = {
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

export const plainListSx = { listStyle: 'none', p: 0, m: 0 } as const;

export function SidebarSection({ title, children, as = 'nav' }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <Box component={as} aria-labelledby={headingId} sx={sectionSx}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{
          display: 'block',
          lineHeight: 1.5,
          fontWeight: 700,
          color: 'text.secondary',
          mb: 1.5,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
