import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffOrganizationList } from '../../../application/board/staff/staff-organizations-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import type { OrganizationsSearch } from '../../server/staff-organizations.functions';

/**
 * /admin/organizations: organizations by name (a plain GET form), each with its sites, job count,
 * featuring and parent, linking to its console page.
 */
export function StaffOrganizationsPage({
  list,
  search,
  pageSize,
}: {
  list: StaffOrganizationList;
  search: OrganizationsSearch;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  return (
    <Stack spacing={2.5}>
      <HydrationMarker />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('staff.organizations.title')}
      </Typography>
      <Box component="form" method="get" role="search" aria-label={t('staff.organizations.search')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField name="q" label={t('staff.organizations.query')} defaultValue={search.q ?? ''} size="small" sx={{ minWidth: 320 }} />
          <Box>
            <Button type="submit" variant="contained">
              {t('staff.organizations.searchButton')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Typography data-testid="organizations-total">{t('staff.organizations.total', { count: list.total })}</Typography>
      {list.organizations.length === 0 ? (
        <Alert severity="info">{t('staff.organizations.none')}</Alert>
      ) : (
        <Table aria-label={t('staff.organizations.title')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('staff.organizations.name')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.organizations.sites')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.organizations.jobs')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.organizations.featured')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.organizations.parent')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.organizations.map((o) => (
              <TableRow key={o.id} data-testid="staff-organization-row">
                <TableCell>
                  <TextLink to="/admin/organizations/$organizationId" params={{ organizationId: o.id }}>
                    {o.name}
                  </TextLink>
                  <Typography variant="body2">{t('staff.organizations.number', { id: o.id })}</Typography>
                </TableCell>
                <TableCell>{o.sites.join(', ') || '–'}</TableCell>
                <TableCell>{o.jobs}</TableCell>
                <TableCell>
                  {o.featuredOn.length > 0 ? (
                    <Chip size="small" color="primary" label={t('staff.organizations.featuredOn', { sites: o.featuredOn.join(', ') })} />
                  ) : (
                    '–'
                  )}
                </TableCell>
                <TableCell>{o.parent ? o.parent.name : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 ? (
        <Stack direction="row" spacing={1} component="nav" aria-label={t('staff.organizations.pages')}>
          {page > 1 ? (
            <ButtonLink to="/admin/organizations" search={{ ...search, page: page - 1 }} variant="outlined">
              {t('staff.audit.previous')}
            </ButtonLink>
          ) : null}
          {page < pages ? (
            <ButtonLink to="/admin/organizations" search={{ ...search, page: page + 1 }} variant="outlined">
              {t('staff.audit.next')}
            </ButtonLink>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
