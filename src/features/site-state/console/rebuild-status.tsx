/**
 * Where the last "Rebuild the site" stands (rebuild-progress.ts), said in place: asked, waiting for
 * the new build, built, still the old build after REBUILD_GIVE_UP_MS, or why the hook did not take
 * it. A live region, so each step is heard as it comes.
 */
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REBUILD_GIVE_UP_MS, REBUILD_POLL_INTERVAL_MS } from '@/config/constants';
import { useT, type Translate } from '@/i18n/use-t';
import { formatMoment } from '@/lib/format-moment';
import type { RebuildProgress } from '../rebuild-progress';

const when = (at: string | number) => formatMoment(new Date(at));

function said(t: Translate, progress: RebuildProgress): [AlertColor, string] | null {
  switch (progress.kind) {
    case 'idle':
      return null;
    case 'calling':
      return ['info', t('console.site.progress.calling')];
    case 'waiting':
      return [
        'info',
        t(progress.sent ? 'console.site.progress.sent' : 'console.site.progress.waiting', {
          time: when(progress.requestedAt),
          seconds: REBUILD_POLL_INTERVAL_MS / 1000,
        }),
      ];
    case 'built':
      return ['success', t('console.site.progress.built', { time: when(progress.builtAt) })];
    case 'stale': {
      const minutes = REBUILD_GIVE_UP_MS / 60_000;
      return [
        'warning',
        progress.builtAt
          ? t('console.site.progress.stale', { time: when(progress.builtAt), minutes })
          : t('console.site.progress.staleNone', { minutes }),
      ];
    }
    case 'refused':
      return ['error', t('console.site.progress.refused')];
    case 'status':
      return ['error', t('console.site.progress.status', { status: progress.status })];
    case 'unreachable':
      return ['error', t('console.site.progress.unreachable')];
  }
}

export function RebuildStatus({
  progress,
  hasHook,
}: {
  progress: RebuildProgress;
  hasHook: boolean;
}) {
  const t = useT();
  const message = said(t, progress);
  return (
    <Box role="status" sx={{ mt: message || !hasHook ? 2 : 0 }}>
      {message ? (
        <Alert severity={message[0]} role="none">
          {message[1]}
        </Alert>
      ) : (
        !hasHook && (
          <Typography variant="body2" color="text.secondary">
            {t('console.site.noHook')}
          </Typography>
        )
      )}
    </Box>
  );
}
