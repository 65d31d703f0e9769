/** The public header: site title, the Home/Archive links, search and the colour-mode switch. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { TextRouterLink } from '@/components/plain/text-link';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { ColorModeToggle } from './color-mode-toggle';
import { SectionNav } from './section-nav';
import { SHELL_MAX_WIDTH, shellGutters } from './shell';

export function SiteHeader({ search }: { search: ReactNode }) {
  const { pathname } = useLocation();
  const { title } = getConfig().site;
  return (
    <Box
      component="header"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          ...shellGutters,
          maxWidth: SHELL_MAX_WIDTH,
          mx: 'auto',
          display: 'grid',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          pt: { xs: 1.5, md: 0 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr) auto',
            md: 'auto minmax(0, 1fr) minmax(200px, 280px) auto',
          },
          gridTemplateAreas: {
            xs: '"brand toggle" "search search" "tabs tabs"',
            md: '"brand tabs search toggle"',
          },
        }}
      >
        <TextRouterLink
          to={paths.home.href()}
          underline="none"
          sx={{
            gridArea: 'brand',
            color: 'text.primary',
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: { xs: '1.25rem', md: '1.375rem' },
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            py: { md: 2 },
          }}
        >
          {title}
        </TextRouterLink>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ gridArea: 'tabs', minWidth: 0, ml: { md: 2 } }}
        >
          <SectionNav pathname={pathname} />
        </Box>
        <Box sx={{ gridArea: 'search', minWidth: 0 }}>{search}</Box>
        <Box sx={{ gridArea: 'toggle', justifySelf: 'end' }}>
          <ColorModeToggle />
        </Box>
      </Box>
    </Box>
  );
}
