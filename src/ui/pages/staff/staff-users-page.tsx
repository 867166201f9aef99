import { Chip, TableCell, TableRow, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffUserList } from '../../../application/board/staff/staff-users-gateway.port';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import { staffRoleLabel } from '../../components/staff/staff-role-label';
import type { UsersSearch } from '../../routing/console-search';

/** /admin/users: accounts by address or name (a plain GET form), each linking to its page. */
export function StaffUsersPage({ list, search, pageSize }: { list: StaffUserList; search: UsersSearch; pageSize: number }) {
  const { t } = useTranslation();
  return (
    <StaffListPage
      title={t('staff.users.title')}
      filter={{
        label: t('staff.users.search'),
        submitLabel: t('staff.users.searchButton'),
        fields: <TextField name="q" label={t('staff.users.query')} defaultValue={search.q ?? ''} size="small" sx={{ minWidth: 320 }} />,
      }}
      total={t('staff.users.total', { count: list.total })}
      totalTestId="users-total"
      isEmpty={list.users.length === 0}
      empty={t('staff.users.none')}
      columns={[t('staff.users.name'), t('staff.users.email'), t('staff.users.roles'), t('staff.users.state')]}
      rows={list.users.map((u) => (
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
      pager={{
        page: search.page ?? 1,
        pages: pageCount(list.total, pageSize),
        label: t('staff.users.pages'),
        link: (page, text) => (
          <ButtonLink key={page} to="/admin/users" search={{ ...search, page }} variant="outlined">
            {text}
          </ButtonLink>
        ),
      }}
    />
  );
}
