/**
 * The console home: the public site's card (given by the page: another feature's), totals, the
 * page-view/visitor trend for 7, 30 or 90 days, and the most read articles. The range lives in
 * the URL (`?days=7`), so a reload keeps it. While another range loads, the previous figures stay
 * on screen, dimmed.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Placeholder } from '@/components/plain/placeholder';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import { errorMessage } from '@/api/errors';
import { ConsoleCard } from '@/components/console/console-card';
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { ErrorState } from '@/components/states/error-state';
import { useT } from '@/i18n/use-t';
import { useGetAnalysisQuery } from '../analysis-api';
import { StatCards } from './stat-cards';
import { TopArticles } from './top-articles';
import { TrendChart } from './trend-chart';

const RANGES = [7, 30, 90] as const;
const DEFAULT_RANGE = 30;

/** The chart's room while it loads (the plain placeholder takes a class, not `sx`). */
const ChartPlaceholder = styled(Placeholder)({
  width: '100%',
  height: 'auto',
  aspectRatio: '720 / 290',
});

export function ConsoleDashboard({ siteCard }: { siteCard?: ReactNode }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = (RANGES as readonly number[]).includes(requested) ? requested : DEFAULT_RANGE;
  const { data, error, isFetching, refetch } = useGetAnalysisQuery({ days });
  // `data` is the last answer for any range: keep showing it while the new one loads.
  const stale = isFetching && data !== undefined;

  const chooseRange = (next: number | null) => {
    if (!next) return;
    setParams(next === DEFAULT_RANGE ? {} : { days: String(next) }, { replace: true });
  };

  return (
    <>
      <ConsolePageHeader
        title={t('console.dashboard.title')}
        description={t('console.dashboard.description')}
      />
      {/* Above the figures, and there whether or not they load. */}
      {siteCard && <Box sx={{ mb: 3 }}>{siteCard}</Box>}
      {error && !data ? (
        <ErrorState
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          title={t('console.dashboard.loadFailed')}
        />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 3, opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isFetching}
        >
          <StatCards analysis={data} days={data ? data.daily.length || days : days} />
          <ConsoleCard
            id="trend-heading"
            title={t('console.dashboard.trendHeading')}
            actions={
              <ToggleButtonGroup
                size="small"
                exclusive
                value={days}
                onChange={(_event, next: number | null) => chooseRange(next)}
                aria-label={t('console.dashboard.range')}
              >
                {RANGES.map((range) => (
                  <ToggleButton
                    key={range}
                    value={range}
                    aria-label={t('console.dashboard.rangeLabel', { count: range })}
                  >
                    {t('console.dashboard.rangeButton', { count: range })}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            }
          >
            {data ? (
              <TrendChart
                data={data.daily}
                rangeLabel={t('console.dashboard.rangeWords', { count: data.daily.length })}
              />
            ) : (
              <ChartPlaceholder shape="rounded" />
            )}
          </ConsoleCard>
          <ConsoleCard id="top-heading" title={t('console.dashboard.topHeading')}>
            <TopArticles articles={data?.topArticles} />
          </ConsoleCard>
        </Box>
      )}
    </>
  );
}
