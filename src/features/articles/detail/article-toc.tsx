/**
 * The table of contents where it serves best: beside the article (top of the sticky sidebar) on
 * wide screens, a drawer behind a "Contents" button on phones and tablets. The wide one is part of
 * the sidebar's own markup, so a prerendered article shows it in place and nothing moves when the
 * page is taken over; the phone button floats, so it can come after hydration.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import TocIcon from '@mui/icons-material/Toc';
import type { MarkdownHeading } from '@/components/markdown/types';
import { TableOfContents } from './table-of-contents';
import { useActiveHeading } from './use-active-heading';
import { useHydrated } from '@/lib/use-hydrated';
import { useMatch } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMarkdownHeadings } from '@/components/markdown/lazy-markdown-view';
import { paths } from '@/config/paths';
import { useGetArticleQuery } from '../articles-api';
import { shownOnly } from '@/api/shown-result';
import type { Article } from '@/api/types';

/** Deeper levels make the list long without helping to find one's way. */
const MAX_TOC_LEVEL = 3;

const tocEntries = (headings: MarkdownHeading[]) =>
  headings.filter((heading) => heading.level <= MAX_TOC_LEVEL);

/**
 * The wide screens' contents, at the top of the sidebar (sticky): rendered by the sidebar from the
 * article on screen, hidden by CSS below the md breakpoint, so the server can render it too.
 */
export function SidebarToc() {
  const id = useMatch(paths.detail.path)?.params.id;
  const { currentData: article } = useGetArticleQuery(id ?? skipToken, shownOnly<Article>());
  const headings = useMarkdownHeadings(article?.content);
  const entries = tocEntries(headings ?? []);
  const activeId = useActiveHeading(entries.map((heading) => heading.id));
  const headingId = useId();
  if (!article || entries.length < 2) return null;
  return (
    <Box
      data-toc-scroll=""
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'sticky',
        top: 16,
        zIndex: 1,
        mb: 4,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        // Opaque: the sidebar's other sections scroll up beneath the sticky contents.
        bgcolor: 'background.default',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
      }}
    >
      <TableOfContents headings={entries} activeId={activeId} headingId={headingId} />
    </Box>
  );
}

/** Phones and tablets: a floating "Contents" button opening the list in a drawer. */
export function ArticleToc({ headings }: { headings: MarkdownHeading[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const entries = tocEntries(headings);
  const activeId = useActiveHeading(entries.map((heading) => heading.id));

  // The server cannot know the screen's width: the button appears once the page is taken over.
  if (!hydrated || wide || entries.length < 2) return null;

  const contents = (onNavigate?: () => void) => (
    <TableOfContents
      headings={entries}
      activeId={activeId}
      headingId={headingId}
      onNavigate={onNavigate}
    />
  );

  return (
    <>
      <Fab
        variant="extended"
        size="medium"
        color="default"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 'speedDial' }}
      >
        <TocIcon sx={{ mr: 1 }} />
        Contents
      </Fab>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { maxHeight: '75vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        }}
      >
        <Box sx={{ p: 2, pt: 1, position: 'relative' }}>
          <IconButton
            aria-label="Close contents"
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 4 }}
          >
            <CloseIcon />
          </IconButton>
          {contents(() => setOpen(false))}
        </Box>
      </Drawer>
    </>
  );
}
