/**
 * The table of contents on phones and tablets: a drawer behind a floating "Contents" button, which
 * can come after hydration. Wide screens have it beside the article, in the sidebar
 * (sidebar-toc.tsx); the drawer is kept apart so that only the article page's chunk carries it.
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
import { tocEntries } from './toc-entries';
import { useActiveHeading } from './use-active-heading';
import { useHydrated } from '@/lib/use-hydrated';

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
