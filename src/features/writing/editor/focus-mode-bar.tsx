/** The one line focus mode keeps besides the text: the save status, quietly, and the way out. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import { useT } from '@/i18n/use-t';
import { statusText, type SaveStatus } from './save-status';

interface FocusModeBarProps {
  status: SaveStatus;
  onLeave: () => void;
}

export function FocusModeBar({ status, onLeave }: FocusModeBarProps) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        maxWidth: 760,
        mx: 'auto',
        mb: 1,
        color: 'text.secondary',
        // Out of the way until looked for.
        opacity: 0.75,
        '&:hover, &:focus-within': { opacity: 1 },
      }}
    >
      <Box
        component="span"
        role="status"
        sx={{
          typography: 'body2',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: status.kind === 'failed' ? 'error.main' : undefined,
        }}
      >
        {statusText(status)}
      </Box>
      <Button
        size="small"
        color="inherit"
        onClick={onLeave}
        startIcon={<CloseFullscreenIcon />}
        aria-keyshortcuts="Escape"
        aria-label={t('console.editor.exitFocus')}
        sx={{ flexShrink: 0 }}
      >
        {/* Short on phones; the accessible name stays whole. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('console.editor.exitFocus')}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {t('console.editor.exitFocusShort')}
        </Box>
      </Button>
    </Box>
  );
}
