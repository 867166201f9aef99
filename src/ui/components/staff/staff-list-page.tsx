import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationMarker } from '../hydration-marker';

export interface StaffListFilter {
  /** The search landmark's name. */
  readonly label: string;
  readonly submitLabel: string;
  /** The form's fields; they submit by GET, so the filter is in the address and works without JavaScript. */
  readonly fields: ReactNode;
}

export interface StaffListPager {
  readonly page: number;
  readonly pages: number;
  /** The pager's navigation landmark name. */
  readonly label: string;
  /** A link to another page of the same list with the same filter. */
  readonly link: (page: number, text: string) => ReactNode;
}

/**
 * The frame every console list shares: heading, what comes before the list (notices, links), a plain
 * GET filter form, the total, the table or an empty notice, and previous/next links. Each page brings
 * its own fields, columns and rows.
 */
export function StaffListPage({
  title,
  before,
  filter,
  total,
  totalTestId,
  isEmpty,
  empty,
  columns,
  rows,
  pager,
  tableSize,
}: {
  title: string;
  before?: ReactNode;
  filter: StaffListFilter;
  total: string;
  totalTestId: string;
  isEmpty: boolean;
  empty: string;
  /** Column headings, in order. */
  columns: readonly string[];
  /** The table's rows (TableRow elements). */
  rows: ReactNode;
  pager: StaffListPager;
  tableSize?: 'small' | 'medium';
}) {
  return (
    <Stack spacing={2.5}>
      <HydrationMarker />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {title}
      </Typography>
      {before}
      <Box component="form" method="get" role="search" aria-label={filter.label}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {filter.fields}
          <Box>
            <Button type="submit" variant="contained">
              {filter.submitLabel}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Typography data-testid={totalTestId}>{total}</Typography>
      {isEmpty ? (
        <Alert severity="info">{empty}</Alert>
      ) : (
        <Table size={tableSize} aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{rows}</TableBody>
        </Table>
      )}
      <StaffPagerNav {...pager} />
    </Stack>
  );
}

/** Previous and next links, shown only when the list has more than one page. */
function StaffPagerNav({ page, pages, label, link }: StaffListPager) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={label}>
      {page > 1 ? link(page - 1, t('staff.list.previous')) : null}
      {page < pages ? link(page + 1, t('staff.list.next')) : null}
    </Stack>
  );
}

/** Pages a list of `total` rows needs at `pageSize` a page; at least one. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
