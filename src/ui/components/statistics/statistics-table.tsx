import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KindCounts, StatisticsDay } from '../../../domain/statistics/job-statistics';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import { KIND_LABELS } from './statistics-kinds';

/** Every day of the range with its counts, newest first, and the totals: the chart's figures as text. */
export function StatisticsTable({ days, totals }: { readonly days: readonly StatisticsDay[]; readonly totals: KindCounts }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('statistics.tableLabel')} data-testid="statistics-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('statistics.day')}
            </TableCell>
            {KIND_LABELS.map(({ kind, key }) => (
              <TableCell key={kind} component="th" scope="col" align="right">
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow data-testid="statistics-totals">
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('statistics.total')}
            </TableCell>
            {KIND_LABELS.map(({ kind }) => (
              <TableCell key={kind} align="right" sx={{ fontWeight: 600 }} data-kind={kind}>
                {totals[kind]}
              </TableCell>
            ))}
          </TableRow>
          {[...days].reverse().map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row">
                {formatDate(day.day, locale) ?? day.day}
              </TableCell>
              {KIND_LABELS.map(({ kind }) => (
                <TableCell key={kind} align="right">
                  {day.counts[kind]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
