/**
 * The table of contents where it serves best: beside the article (top of the sticky sidebar) on
 * wide screens, a drawer behind a "Contents" button on phones and tablets.
 */
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
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
import { useSidebarSlot } from './use-sidebar-slot';

/** Deeper levels make the list long without helping to find one's way. */
const MAX_TOC_LEVEL = 3;

export function ArticleToc({ headings }: { headings: MarkdownHeading[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const entries = headings.filter((heading) => heading.level <= MAX_TOC_LEVEL);
  const activeId = useActiveHeading(entries.map((heading) => heading.id));
  const slot = useSidebarSlot(wide && entries.length > 1);

  if (entries.length < 2) return null;

  const contents = (onNavigate?: () => void) => (
    <TableOfContents
      headings={entries}
      activeId={activeId}
      headingId={headingId}
      onNavigate={onNavigate}
    />
  );

  if (wide) {
    const box = (
      <Box
        data-toc-scroll=""
        sx={{
          position: 'relative',
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
        {contents()}
      </Box>
    );
    return slot ? createPortal(box, slot) : box;
  }

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
