/**
 * The card's body: the state as it loads, fails (said with Retry), is missing (a site never
 * prerendered, the dev server), or is there: when and from where the pages were built, and what
 * changed since, unless they were built from another API than this console's.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { Placeholder } from '@/components/plain/placeholder';
import { ErrorState } from '@/components/states/error-state';
import { getConfig } from '@/config/runtime-config';
import { formatAgo, formatMoment } from '@/lib/format-moment';
import { DEMO_STAMP, apiStamp } from '@/lib/page-format/page-stamp';
import { useNow } from '@/lib/use-now';
import { Rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';
import type { SiteState } from '../site-state-format';
import type { useSiteState } from '../use-public-site';
import { SiteChangeList } from './site-change-list';

/** "5 minutes ago" is read again this often while on screen. */
const AGO_EVERY_MS = 30_000;

function BuildSummary({ state }: { state: SiteState }) {
  const t = useT();
  const now = useNow(AGO_EVERY_MS);
  const builtAt = new Date(state.builtAt);
  const ago = formatAgo(builtAt, now);
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body1">
        <Rich
          id={ago === null ? 'console.site.builtJustNow' : 'console.site.builtAt'}
          values={{ ago, date: formatMoment(builtAt) }}
          components={{
            0: <Box component="time" dateTime={state.builtAt} sx={{ color: 'text.secondary' }} />,
          }}
        />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {state.api === DEMO_STAMP
          ? t('console.site.builtFromDemo', { release: state.release })
          : t('console.site.builtFrom', { api: state.api, release: state.release })}
      </Typography>
    </Box>
  );
}

export function SiteStateView({ site }: { site: ReturnType<typeof useSiteState> }) {
  const t = useT();
  const { data: state, error, refetch } = site;
  if (state === undefined && error) {
    return (
      <ErrorState
        title={t('console.site.loadFailed')}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (state === undefined) {
    return (
      <Box aria-busy="true" aria-label={t('console.site.loading')}>
        <Placeholder width="60%" />
        <Placeholder width="45%" />
      </Box>
    );
  }
  if (state === null) {
    return (
      <Typography variant="body1">
        <Rich id="console.site.absent" components={{ 0: <code />, 1: <code /> }} />
      </Typography>
    );
  }
  const current = apiStamp(getConfig());
  return (
    <>
      <BuildSummary state={state} />
      {state.api === current ? (
        <SiteChangeList state={state} />
      ) : (
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {t('console.site.otherApi', {
            current: current === DEMO_STAMP ? t('console.site.demoData') : current,
          })}
        </Typography>
      )}
    </>
  );
}
