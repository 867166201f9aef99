import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffUserList } from '../../../application/board/staff/staff-users-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { staffRoleLabel } from '../../components/staff/staff-role-label';
import type { UsersSearch } from '../../server/staff-users.functions';

/** /admin/users: accounts by address or name (a plain GET form), each linking to its page. */
export function StaffUsersPage({ list, search, pageSize }: { list: StaffUserList; search: UsersSearch; pageSize: number }) {
  const { t } = useTranslation();
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  return (
    <Stack spacing={2.5}>
      <HydrationMarker />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('staff.users.title')}
      </Typography>
      <Box component="form" method="get" role="search" aria-label={t('staff.users.search')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField name="q" label={t('staff.users.query')} defaultValue={search.q ?? ''} size="small" sx={{ minWidth: 320 }} />
          <Box>
            <Button type="submit" variant="contained">
              {t('staff.users.searchButton')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Typography data-testid="users-total">{t('staff.users.total', { count: list.total })}</Typography>
      {list.users.length === 0 ? (
        <Alert severity="info">{t('staff.users.none')}</Alert>
      ) : (
        <Table aria-label={t('staff.users.title')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('staff.users.name')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.users.email')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.users.roles')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('staff.users.state')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.users.map((u) => (
              <TableRow key={u.id} data-testid="staff-user-row">
                <TableCell>
                  <TextLink to="/admin/users/$userId" params={{ userId: u.id }}>
                    {`${u.firstName} ${u.lastName}`.trim() || t('staff.users.noName')}
                  </TextLink>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{u.email}</TableCell>
                <TableCell>{u.roles.map((r) => staffRoleLabel(t, r)).join(', ')}</TableCell>
                <TableCell>
                  {u.blockedAt ? <Chip size="small" color="error" label={t('staff.users.blocked')} /> : t('staff.users.active')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 ? (
        <Stack direction="row" spacing={1} component="nav" aria-label={t('staff.users.pages')}>
          {page > 1 ? (
            <ButtonLink to="/admin/users" search={{ ...search, page: page - 1 }} variant="outlined">
              {t('staff.audit.previous')}
            </ButtonLink>
          ) : null}
          {page < pages ? (
            <ButtonLink to="/admin/users" search={{ ...search, page: page + 1 }} variant="outlined">
              {t('staff.audit.next')}
            </ButtonLink>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
