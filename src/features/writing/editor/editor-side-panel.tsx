/**
 * Where the article's details (summary, cover, category, labels, status) live: a panel beside the
 * text on wide screens, a drawer from the right on narrow ones. Closed, it stays mounted (hidden),
 * so a cover upload in flight or a half-typed summary survives closing it.
 */
import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  followToastStack,
  TOAST_STACK_VAR,
  useToastSideClearance,
} from '@/components/toaster/toast-avoidance';
import { useT } from '@/i18n/use-t';

export const SIDE_PANEL_WIDTH = 320;
export const SIDE_PANEL_ID = 'article-details';

interface EditorSidePanelProps {
  open: boolean;
  onClose: () => void;
  /** Docked beside the text (wide screens) or a drawer over it. */
  docked: boolean;
  children: ReactNode;
}

export function EditorSidePanel({ open, onClose, docked, children }: EditorSidePanelProps) {
  const t = useT();
  const aside = useRef<HTMLElement | null>(null);
  // Toasts never cover these fields: they move left of the docked panel; the drawer ends above them.
  useToastSideClearance(aside, docked && open);
  const body = (
    <Stack spacing={2.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('console.editor.details')}
        </Typography>
        <IconButton size="small" aria-label={t('console.editor.closeDetails')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {children}
    </Stack>
  );
  if (docked) {
    return (
      <Box
        component="aside"
        ref={aside}
        id={SIDE_PANEL_ID}
        aria-label={t('console.editor.articleDetails')}
        hidden={!open}
        sx={{
          width: SIDE_PANEL_WIDTH,
          flexShrink: 0,
          // Scrolls on its own beside the text, below the console's app bar.
          position: 'sticky',
          top: 80,
          alignSelf: 'flex-start',
          maxHeight: 'calc(100dvh - 160px)',
          overflowY: 'auto',
          pl: 2.5,
          pr: 0.5,
          borderLeft: 1,
          borderColor: 'divider',
          '&[hidden]': { display: 'none' },
        }}
      >
        {body}
      </Box>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // Over the console's app bar, which sits above ordinary drawers.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          ref: followToastStack,
          id: SIDE_PANEL_ID,
          'aria-label': t('console.editor.articleDetails'),
          sx: {
            width: `min(${SIDE_PANEL_WIDTH + 40}px, calc(100vw - 40px))`,
            height: `calc(100% - var(${TOAST_STACK_VAR}, 0px))`,
            p: 2.5,
          },
        },
      }}
    >
      {body}
    </Drawer>
  );
}
