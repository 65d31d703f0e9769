/**
 * A small, dependency-free SVG chart of page views (area and line) and visitors (dashed line) per
 * day. Hover or focus it and use the arrow keys to read a day; a hidden table gives screen-reader
 * users the same figures, and a live region reads the day the keyboard lands on.
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useColorMode } from '@/lib/color-mode';
import { visuallyHidden } from '@/lib/visually-hidden';
import { numberFormat } from '@/i18n/formats';
import { useT } from '@/i18n/use-t';
import { dayLabel, labelIndexes, niceMax, ticks } from './chart-scale';
import styles from './trend-chart.module.css';
import { HEIGHT, INNER_H, Legend, MARGIN, useMeasuredWidth } from './chart-frame';

export interface TrendPoint {
  date: string;
  pv: number;
  uv: number;
}

interface TrendChartProps {
  data: TrendPoint[];
  /** Words for the summary, e.g. 'the last 30 days'. */
  rangeLabel: string;
}

export function TrendChart({ data, rangeLabel }: TrendChartProps) {
  // SVG attributes need real colours, not the theme's CSS variables: take the current scheme's.
  const t = useT();
  const number = numberFormat();
  const { mode } = useColorMode();
  const theme = useTheme();
  const palette = theme.colorSchemes[mode]?.palette ?? theme.palette;
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const [width, measureRef] = useMeasuredWidth();
  const innerW = width - MARGIN.left - MARGIN.right;
  const pvColor = palette.primary.main;
  const uvColor = mode === 'dark' ? palette.warning.light : palette.warning.dark;

  const max = niceMax(Math.max(0, ...data.map((point) => Math.max(point.pv, point.uv))));
  const x = (index: number) =>
    MARGIN.left + (data.length > 1 ? (index * innerW) / (data.length - 1) : innerW / 2);
  const y = (value: number) => MARGIN.top + INNER_H * (1 - value / max);
  const line = (key: 'pv' | 'uv') =>
    data
      .map(
        (point, index) =>
          `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point[key]).toFixed(1)}`,
      )
      .join('');
  const area =
    data.length > 0 ? `${line('pv')}L${x(data.length - 1)},${y(0)}L${x(0)},${y(0)}Z` : '';

  const totalPv = data.reduce((sum, point) => sum + point.pv, 0);
  const totalUv = data.reduce((sum, point) => sum + point.uv, 0);
  const peak = data.reduce<TrendPoint | null>(
    (best, point) => (!best || point.pv > best.pv ? point : best),
    null,
  );
  const pvText = (count: number) => t('console.dashboard.chart.pv', { count });
  const uvText = (count: number) => t('console.dashboard.chart.uv', { count });
  const totals = { range: rangeLabel, pv: pvText(totalPv), uv: uvText(totalUv) };
  const summary =
    peak && peak.pv > 0
      ? t('console.dashboard.chart.summaryPeak', {
          ...totals,
          day: dayLabel(peak.date, true),
          peak: pvText(peak.pv),
        })
      : t('console.dashboard.chart.summary', totals);
  const describe = (point: TrendPoint) =>
    t('console.dashboard.chart.describe', {
      day: dayLabel(point.date, true),
      pv: pvText(point.pv),
      uv: uvText(point.uv),
    });

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0 || data.length === 0) return;
    const viewX = ((event.clientX - rect.left) / rect.width) * width;
    const step = data.length > 1 ? innerW / (data.length - 1) : innerW;
    const index = Math.round((viewX - MARGIN.left) / step);
    setActive(Math.min(data.length - 1, Math.max(0, index)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (data.length === 0) return;
    const current = active ?? data.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: data.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(data.length - 1, Math.max(0, moves[event.key])));
    }
  };

  const point = active !== null ? data[active] : null;
  const tooltipLeft = active !== null ? (x(active) / width) * 100 : 0;
  const yTicks = ticks(max);
  // About one date label per 110 px, so they never collide.
  const xLabels = labelIndexes(data.length, Math.max(2, Math.min(6, Math.floor(innerW / 110))));

  return (
    <Box>
      <Box
        className={styles.legend}
        sx={{ typography: 'body2', color: 'text.secondary' }}
        aria-hidden
      >
        <Legend color={pvColor} label={t('console.dashboard.chart.pageViews')} />
        <Legend color={uvColor} label={t('console.dashboard.chart.visitors')} dashed />
      </Box>
      <Box
        ref={measureRef}
        role="group"
        tabIndex={0}
        aria-label={t('console.dashboard.chart.label', { summary })}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? data.length - 1)}
        onBlur={() => setActive(null)}
        className={styles.plot}
      >
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          role="presentation"
          aria-hidden
          className={styles.svg}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={() => setActive(null)}
        >
          <defs>
            {/* eslint-disable-next-line no-restricted-syntax -- an SVG id */}
            <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={pvColor} stopOpacity={0.28} />
              <stop offset="100%" stopColor={pvColor} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={palette.divider}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={12}
                fill={palette.text.secondary}
              >
                {number.format(tick)}
              </text>
            </g>
          ))}
          {xLabels.map((index) => (
            <text
              key={data[index].date}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === data.length - 1 ? 'end' : 'middle'}
              fontSize={12}
              fill={palette.text.secondary}
            >
              {dayLabel(data[index].date)}
            </text>
          ))}
          {/* eslint-disable-next-line no-restricted-syntax -- an SVG reference */}
          <path d={area} fill={`url(#${id}-fill)`} />
          <path
            d={line('pv')}
            fill="none"
            stroke={pvColor}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          <path
            d={line('uv')}
            fill="none"
            stroke={uvColor}
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinejoin="round"
          />
          {point && active !== null && (
            <g>
              <line
                x1={x(active)}
                x2={x(active)}
                y1={MARGIN.top}
                y2={y(0)}
                stroke={palette.text.secondary}
                strokeDasharray="2 3"
              />
              <circle cx={x(active)} cy={y(point.pv)} r={4} fill={pvColor} />
              <circle cx={x(active)} cy={y(point.uv)} r={4} fill={uvColor} />
            </g>
          )}
        </svg>
        {point && (
          <Paper
            elevation={3}
            aria-hidden
            className={styles.tooltip}
            sx={{
              left: `${tooltipLeft}%`,
              transform: tooltipLeft > 60 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
              typography: 'body2',
            }}
          >
            <Typography variant="subtitle2" component="p">
              {dayLabel(point.date, true)}
            </Typography>
            <Box component="p" className={styles.series} sx={{ color: pvColor }}>
              {pvText(point.pv)}
            </Box>
            <Box component="p" className={styles.series} sx={{ color: uvColor }}>
              {uvText(point.uv)}
            </Box>
          </Paper>
        )}
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {point ? describe(point) : ''}
      </Box>
      {/* The wrapper hides it: a table ignores a 1px width and would widen the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('console.dashboard.chart.caption', { range: rangeLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.dashboard.chart.day')}</th>
              <th scope="col">{t('console.dashboard.chart.pageViews')}</th>
              <th scope="col">{t('console.dashboard.chart.visitors')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date, true)}</th>
                <td>{day.pv}</td>
                <td>{day.uv}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
