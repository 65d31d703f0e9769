/**
 * The editor's sticky bar: the true save status (with Retry after a failure), a warning while this
 * device keeps no drafts, the word count and reading time, and the editor's actions: details, focus
 * mode, the public page, save.
 */
import { memo, useDeferredValue, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import ErrorIcon from '@mui/icons-material/Error';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/Save';
import TuneIcon from '@mui/icons-material/Tune';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useToastClearance } from '@/components/toaster/use-toast-clearance';
import { useT } from '@/i18n/use-t';
import { countWords, readingMinutesOf } from '@/lib/reading-time';
import { SIDE_PANEL_ID } from './editor-side-panel';
import { SaveNeeds } from './save-needs';
import { statusText, type SaveStatus } from './save-status';
import { useDraftsKept } from './use-draft-autosave';
import type { RequiredField } from './validation';

interface SaveBarProps {
  status: SaveStatus;
  content: string;
  /** Creating a new article (the button says so). */
  creating: boolean;
  onSave: () => void;
  /** The public page, for a saved and enabled article; null otherwise. */
  viewHref: string | null;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  onFocusMode: () => void;
  /** Required fields still empty, each a step away. */
  missing: readonly RequiredField[];
  onGoTo: (field: RequiredField) => void;
}

function Counts({ content }: { content: string }) {
  const t = useT();
  // Counting a long article on every keystroke must not slow the typing down.
  const deferred = useDeferredValue(content);
  const words = useMemo(() => countWords(deferred), [deferred]);
  // CJK characters are read at their own pace (reading-time.ts).
  const minutes = useMemo(() => readingMinutesOf(deferred), [deferred]);
  return (
    <Box
      component="span"
      sx={{ color: 'text.secondary', typography: 'body2', whiteSpace: 'nowrap' }}
    >
      {t('console.editor.words', { count: words })}
      {words > 0 && ` · ${t('console.editor.readingTime', { minutes })}`}
    </Box>
  );
}

/**
 * Storage full or turned off: what is typed is still in the form, but a crash or reload would lose
 * it. An alert, so it is heard when it appears; gone once a draft is kept again.
 */
function DraftsNotKept() {
  const t = useT();
  if (useDraftsKept()) return null;
  return (
    <Box
      role="alert"
      sx={{
        flexBasis: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        typography: 'body2',
      }}
    >
      <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
      {t('console.editor.draft.notKept')}
    </Box>
  );
}

export const SaveBar = memo(function SaveBar({
  status,
  content,
  creating,
  onSave,
  viewHref,
  detailsOpen,
  onToggleDetails,
  onFocusMode,
  missing,
  onGoTo,
}: SaveBarProps) {
  const t = useT();
  const failed = status.kind === 'failed';
  const bar = useRef<HTMLDivElement>(null);
  useToastClearance(bar);
  return (
    <Box
      ref={bar}
      role="group"
      aria-label={t('console.editor.saving')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        mt: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <DraftsNotKept />
      {/* The status wraps: "Saved at 14:05 — not on the public pages yet" is wider than a phone. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          component="span"
          role="status"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            typography: 'body2',
            fontWeight: 500,
            color: failed ? 'error.main' : 'text.secondary',
          }}
        >
          {failed && <ErrorIcon fontSize="small" aria-hidden />}
          {statusText(status)}
        </Box>
        {failed && (
          <Button size="small" color="error" onClick={onSave}>
            {t('console.editor.retry')}
          </Button>
        )}
      </Stack>
      <Counts content={content} />
      <SaveNeeds missing={missing} onGoTo={onGoTo} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto', flexShrink: 0 }}>
        {viewHref && (
          <Tooltip title={t('console.editor.viewOnSiteHint')} describeChild>
            <Button
              component="a"
              href={viewHref}
              target="_blank"
              rel="noopener"
              size="small"
              endIcon={<OpenInNewIcon />}
            >
              {t('console.editor.viewOnSite')}
            </Button>
          </Tooltip>
        )}
        <Tooltip
          title={t(detailsOpen ? 'console.editor.hideDetails' : 'console.editor.detailsHint')}
        >
          <IconButton
            aria-label={t('console.editor.details')}
            aria-expanded={detailsOpen}
            aria-controls={SIDE_PANEL_ID}
            onClick={onToggleDetails}
            color={detailsOpen ? 'primary' : 'default'}
          >
            <TuneIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('console.editor.focusModeHint')}>
          <IconButton aria-label={t('console.editor.focusMode')} onClick={onFocusMode}>
            <CenterFocusStrongIcon />
          </IconButton>
        </Tooltip>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={status.kind === 'saving' || (!creating && status.kind !== 'unsaved' && !failed)}
        >
          {t(
            status.kind === 'saving'
              ? 'console.editor.status.saving'
              : creating
                ? 'console.editor.create'
                : 'console.editor.save',
          )}
        </Button>
      </Stack>
    </Box>
  );
});
