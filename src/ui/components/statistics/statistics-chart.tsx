import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { StatisticsDay } from '../../../domain/statistics/job-statistics';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import { KIND_LABELS } from './statistics-kinds';

/**
 * The days as lines, one per kind. Drawn on the server as SVG at a fixed size (no measuring in the
 * browser, so it shows without JavaScript); the table below it carries the same figures as text, and
 * the figure's label says so.
 */
export function StatisticsChart({ days }: { readonly days: readonly StatisticsDay[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box component="figure" sx={{ overflowX: 'auto', m: 0 }} aria-label={t('statistics.chartLabel')} data-testid="statistics-chart">
      <LineChart
        width={760}
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days.map((d) => formatDate(d.day, locale) ?? d.day) }]}
        yAxis={[{ tickMinStep: 1, min: 0 }]}
        series={KIND_LABELS.map(({ kind, key }) => ({ data: days.map((d) => d.counts[kind]), label: t(key), showMark: days.length <= 31 }))}
      />
    </Box>
  );
}
