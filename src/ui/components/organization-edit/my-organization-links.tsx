import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Avatar, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UpdatableOrganization } from '../../../application/board/organizations/organization-edit-gateway.port';
import { ButtonLink } from '../router-links';

/** The dashboard's "My organization": each profile the recruiter may update, with links to edit and view it. */
export function MyOrganizationLinks({ organizations }: { organizations: readonly UpdatableOrganization[] }) {
  const { t } = useTranslation();
  if (organizations.length === 0) return null;
  return (
    <List disablePadding aria-label={t('organizationEdit.dashboard.title')} data-testid="my-organizations">
      {organizations.map((o) => (
        <ListItem key={o.id} disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Avatar src={o.logoUrl ?? undefined} alt="" variant="rounded" sx={{ width: 40, height: 40 }}>
            {o.name.slice(0, 1)}
          </Avatar>
          <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>{o.name}</Typography>
          <Stack direction="row" spacing={1}>
            <ButtonLink to="/organization/$slug/edit" params={{ slug: o.slug }} variant="contained" size="small" startIcon={<Edit />}>
              {t('organizationEdit.editProfile')}
            </ButtonLink>
            <ButtonLink to="/organization/$slug" params={{ slug: o.slug }} size="small" startIcon={<Visibility />}>
              {t('organizationEdit.viewProfile')}
            </ButtonLink>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
