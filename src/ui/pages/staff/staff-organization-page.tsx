import { Alert, Box, Button, Checkbox, FormControlLabel, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardStaffOrganizationDetail } from '../../../application/board/staff/staff-organizations-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import type { OrganizationPageSearch } from '../../routing/console-search';

const NOTICES = ['feature', 'unfeature', 'set-parent', 'clear-parent', 'merge'];
const ERRORS = [
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'UNKNOWN_SITE',
  'FEATURED_LIMIT',
  'UNCHANGED',
  'PARENT_NOT_FOUND',
  'PARENT_FORBIDDEN',
  'OWN_PARENT',
  'CYCLE',
  'DUPLICATE_NOT_FOUND',
  'SAME_ORGANIZATION',
  'RELATED',
  'DUPLICATE_HAS_CREDITS',
  'CONFIRM_REQUIRED',
  'CSRF',
];
const errorKey = (code: string) => `staff.organizations.errors.${ERRORS.includes(code) ? code : 'Default'}`;

/** One POST form of the page: the token, the language and the organization travel with every action. */
function ActionForm({
  action,
  organizationId,
  csrfToken,
  children,
}: {
  action: string;
  organizationId: string;
  csrfToken: string;
  children: ReactNode;
}) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/staff-organizations/${action}`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="organizationId" value={organizationId} />
      {children}
    </form>
  );
}

/**
 * /admin/organizations/{id}: an organization with its sites, jobs and team size, a link to edit its
 * profile (staff edit every profile there), featuring per site (at most four a site), its parent, and
 * merging a duplicate into it once confirmed.
 */
export function StaffOrganizationPage({
  organization,
  csrfToken,
  search,
}: {
  organization: BoardStaffOrganizationDetail;
  csrfToken: string;
  search: OrganizationPageSearch;
}) {
  const { t } = useTranslation();
  const { site } = useSite();
  const o = organization;
  const typedSite = search.error && search.site !== undefined ? search.site : site.key;
  const typedParent = search.error && search.parent !== undefined ? search.parent : '';
  const typedDuplicate = search.error && search.duplicate !== undefined ? search.duplicate : '';
  const duplicateProblem = ['DUPLICATE_NOT_FOUND', 'SAME_ORGANIZATION', 'RELATED', 'DUPLICATE_HAS_CREDITS'].includes(search.error ?? '');
  const parentProblem = ['PARENT_NOT_FOUND', 'PARENT_FORBIDDEN', 'OWN_PARENT', 'CYCLE'].includes(search.error ?? '');
  return (
    <Stack spacing={3}>
      <HydrationMarker />
      <TextLink to="/admin/organizations">{t('staff.organizations.back')}</TextLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {o.name}
      </Typography>
      {search.notice && NOTICES.includes(search.notice) ? (
        <Alert severity="success" role="status" data-testid="staff-organization-notice">
          {t(`staff.organizations.notices.${search.notice}`)}
        </Alert>
      ) : null}
      {search.error ? (
        <Alert severity="error" role="alert" data-testid="staff-organization-error">
          {t(errorKey(search.error), { site: search.site ?? '' })}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={0.5}>
          <Typography>{t('staff.organizations.number', { id: o.id })}</Typography>
          <Typography>
            {t('staff.organizations.sitesLabel')} {o.sites.join(', ') || '–'}
          </Typography>
          <Typography>{t('staff.organizations.jobCount', { count: o.jobs })}</Typography>
          <Typography>{t('staff.organizations.memberCount', { count: o.members })}</Typography>
          <Typography>{t('staff.organizations.childCount', { count: o.children })}</Typography>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2}>
        <TextLink to="/organization/$slug/edit" params={{ slug: o.slug }}>
          {t('staff.organizations.editProfile')}
        </TextLink>
        <TextLink to="/organization/$slug" params={{ slug: o.slug }}>
          {t('staff.organizations.viewProfile')}
        </TextLink>
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="staff-organization-featured">
        <Typography id="staff-organization-featured" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staff.organizations.featuredTitle')}
        </Typography>
        <Typography variant="body2">{t('staff.organizations.featuredHelp')}</Typography>
        {o.featuredOn.length === 0 ? <Typography>{t('staff.organizations.notFeatured')}</Typography> : null}
        <List dense disablePadding>
          {o.featuredOn.map((key) => (
            <ListItem key={key} disableGutters data-testid="staff-organization-featured-site">
              <ActionForm action="unfeature" organizationId={o.id} csrfToken={csrfToken}>
                <input type="hidden" name="siteKey" value={key} />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Typography>{key}</Typography>
                  <Button type="submit" size="small" variant="outlined" color="warning">
                    {t('staff.organizations.unfeature', { site: key })}
                  </Button>
                </Stack>
              </ActionForm>
            </ListItem>
          ))}
        </List>
        <ActionForm action="feature" organizationId={o.id} csrfToken={csrfToken}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              name="siteKey"
              label={t('staff.organizations.siteKey')}
              defaultValue={typedSite}
              size="small"
              required
              error={search.error === 'UNKNOWN_SITE' || search.error === 'FEATURED_LIMIT'}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Box>
              <Button type="submit" variant="contained" data-testid="staff-organization-feature">
                {t('staff.organizations.feature')}
              </Button>
            </Box>
          </Stack>
        </ActionForm>
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="staff-organization-parent">
        <Typography id="staff-organization-parent" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staff.organizations.parentTitle')}
        </Typography>
        {o.parent ? (
          <ActionForm action="clear-parent" organizationId={o.id} csrfToken={csrfToken}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography data-testid="staff-organization-parent-name">
                <TextLink to="/admin/organizations/$organizationId" params={{ organizationId: o.parent.id }}>
                  {o.parent.name}
                </TextLink>
              </Typography>
              <Button type="submit" size="small" variant="outlined" color="warning">
                {t('staff.organizations.clearParent')}
              </Button>
            </Stack>
          </ActionForm>
        ) : (
          <Typography>{t('staff.organizations.noParent')}</Typography>
        )}
        <ActionForm action="set-parent" organizationId={o.id} csrfToken={csrfToken}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              name="parentId"
              label={t('staff.organizations.parentId')}
              defaultValue={typedParent}
              size="small"
              required
              error={parentProblem}
              helperText={t('staff.organizations.parentIdHelp')}
              slotProps={{ htmlInput: { maxLength: 18, inputMode: 'numeric', pattern: '[0-9]+' } }}
            />
            <Box>
              <Button type="submit" variant="contained" data-testid="staff-organization-set-parent">
                {t('staff.organizations.setParent')}
              </Button>
            </Box>
          </Stack>
        </ActionForm>
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="staff-organization-merge">
        <Typography id="staff-organization-merge" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staff.organizations.mergeTitle')}
        </Typography>
        <Typography variant="body2">{t('staff.organizations.mergeHelp', { name: o.name })}</Typography>
        <ActionForm action="merge" organizationId={o.id} csrfToken={csrfToken}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
            <TextField
              name="duplicateId"
              label={t('staff.organizations.duplicateId')}
              defaultValue={typedDuplicate}
              size="small"
              required
              error={duplicateProblem}
              slotProps={{ htmlInput: { maxLength: 18, inputMode: 'numeric', pattern: '[0-9]+' } }}
            />
            <FormControlLabel
              control={<Checkbox name="confirmed" value="on" size="small" required />}
              label={t('staff.organizations.confirmMerge')}
            />
            <Box>
              <Button type="submit" variant="contained" color="error" data-testid="staff-organization-merge">
                {t('staff.organizations.merge')}
              </Button>
            </Box>
          </Stack>
        </ActionForm>
      </Stack>
    </Stack>
  );
}
