import { Chip, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffOrganizationList } from '../../../application/board/staff/staff-organizations-gateway.port';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import type { OrganizationsSearch } from '../../routing/console-search';

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
  return (
    <StaffListPage
      title={t('staff.organizations.title')}
      filter={{
        label: t('staff.organizations.search'),
        submitLabel: t('staff.organizations.searchButton'),
        fields: (
          <TextField name="q" label={t('staff.organizations.query')} defaultValue={search.q ?? ''} size="small" sx={{ minWidth: 320 }} />
        ),
      }}
      total={t('staff.organizations.total', { count: list.total })}
      totalTestId="organizations-total"
      isEmpty={list.organizations.length === 0}
      empty={t('staff.organizations.none')}
      columns={[
        t('staff.organizations.name'),
        t('staff.organizations.sites'),
        t('staff.organizations.jobs'),
        t('staff.organizations.featured'),
        t('staff.organizations.parent'),
      ]}
      rows={list.organizations.map((o) => (
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
      pager={{
        page: search.page ?? 1,
        pages: pageCount(list.total, pageSize),
        label: t('staff.organizations.pages'),
        link: (page, text) => (
          <ButtonLink key={page} to="/admin/organizations" search={{ ...search, page }} variant="outlined">
            {text}
          </ButtonLink>
        ),
      }}
    />
  );
}
