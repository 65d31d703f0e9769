/**
 * The reading side's frame: skip link, header, the page (<main>), the sidebar (beside the
 * content on wide screens, below it on small ones), footer and back-to-top. Search and sidebar come
 * in as props because they are features, and shared components do not import features.
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { BackToTop } from '@/components/back-to-top/back-to-top';
import { SHELL_MAX_WIDTH, SIDEBAR_WIDTH, shellGutters } from './shell';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';
import { MAIN_CONTENT_ID } from '@/config/page-ids';

interface PublicLayoutProps {
  sidebar?: ReactNode;
  search?: ReactNode;
}

export function PublicLayout({ sidebar, search }: PublicLayoutProps) {
  useRouteFocus(MAIN_CONTENT_ID);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // Nothing may scroll the page sideways on a phone; clip (unlike hidden) keeps the sidebar
        // sticky, and `relative` makes it clip absolutely positioned descendants too.
        position: 'relative',
        overflowX: 'clip',
      }}
    >
      <SkipLink target={MAIN_CONTENT_ID} />
      <SiteHeader search={search} />
      <Box
        sx={{
          ...shellGutters,
          width: '100%',
          maxWidth: SHELL_MAX_WIDTH,
          mx: 'auto',
          flex: 1,
          pt: { xs: 3, md: 6 },
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${SIDEBAR_WIDTH}px` },
          columnGap: { md: 6 },
          rowGap: 6,
          alignItems: 'start',
        }}
      >
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ minWidth: 0, maxWidth: '72ch', outline: 'none' }}
        >
          <Outlet />
        </Box>
        <Box
          component="aside"
          aria-label="Sidebar"
          sx={{
            minWidth: 0,
            typography: 'body2',
            color: 'text.secondary',
            // The sidebar is taller than most screens, so it scrolls with the page (a sticky box
            // clipped its lower sections). It stretches to the content's height so that a sticky
            // child, the article's table of contents, can follow the reader all the way down.
            alignSelf: { md: 'stretch' },
            p: { md: 0.5 },
          }}
        >
          {sidebar}
        </Box>
      </Box>
      <SiteFooter />
      <BackToTop />
    </Box>
  );
}
