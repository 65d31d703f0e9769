/**
 * The phone's contents drawer (Drawer: a modal with its focus trap, backdrop and slide): a lazy
 * chunk of its own, loaded when the reader first opens the contents, so an article page's first
 * load does not carry it (about 5.5 KiB gzip) for readers who never do.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import CloseIcon from '@mui/icons-material/Close';
import { RoundButton } from '@/components/plain/plain-button';

interface TocDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Once it has slid away and the page scrolls again (its scroll lock lifted). */
  onExited: () => void;
  children: ReactNode;
}

export function TocDrawer({ open, onClose, onExited, children }: TocDrawerProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxHeight: '75vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
        transition: { onExited },
      }}
    >
      <Box sx={{ p: 2, pt: 1, position: 'relative' }}>
        <RoundButton
          aria-label="Close contents"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 4 }}
        >
          <CloseIcon />
        </RoundButton>
        {children}
      </Box>
    </Drawer>
  );
}
