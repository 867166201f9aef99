import { Alert, Box, Button, Chip, List, ListItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardStaffUserDetail } from '../../../application/board/staff/staff-users-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { staffRoleLabel } from '../../components/staff/staff-role-label';
import { useSite } from '../../hooks/use-site';
import type { UserPageSearch } from '../../routing/console-search';

const STAFF_ROLE_IDS = ['administrator', 'site_admin', 'job_editor'] as const;
const NOTICES = ['grant', 'revoke', 'block', 'unblock', 'end-sessions', 'password-reset'];
const ERRORS = [
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'OWN_ACCOUNT',
  'LAST_ADMINISTRATOR',
  'UNCHANGED',
  'INVALID_ROLE',
  'SITE_REQUIRED',
  'UNKNOWN_SITE',
  'CSRF',
];
const errorKey = (code: string) => `staff.users.errors.${ERRORS.includes(code) ? code : 'Default'}`;

const formatWhen = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** One POST form of the page: the token, the language and the account travel with every action. */
function ActionForm({ action, userId, csrfToken, children }: { action: string; userId: string; csrfToken: string; children: ReactNode }) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/staff-users/${action}`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="userId" value={userId} />
      {children}
    </form>
  );
}

/**
 * /admin/users/{id}: an account with its roles and state, and what an administrator may do to it:
 * grant and revoke staff roles, block or unblock, end its sessions, send it a password reset.
 */
export function StaffUserPage({ user, csrfToken, search }: { user: BoardStaffUserDetail; csrfToken: string; search: UserPageSearch }) {
  const { t } = useTranslation();
  const { locale, site } = useSite();
  const name = `${user.firstName} ${user.lastName}`.trim() || t('staff.users.noName');
  const staffRoles = user.roles.filter((r) => (STAFF_ROLE_IDS as readonly string[]).includes(r.role));
  const typedRole = search.error && search.role && (STAFF_ROLE_IDS as readonly string[]).includes(search.role) ? search.role : 'job_editor';
  const typedSite = search.error && search.site !== undefined ? search.site : site.key;
  const siteProblem = search.error === 'UNKNOWN_SITE' || search.error === 'SITE_REQUIRED';
  return (
    <Stack spacing={3}>
      <HydrationMarker />
      <TextLink to="/admin/users">{t('staff.users.back')}</TextLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {name}
      </Typography>
      {search.notice && NOTICES.includes(search.notice) ? (
        <Alert severity="success" role="status" data-testid="staff-user-notice">
          {t(`staff.users.notices.${search.notice}`)}
        </Alert>
      ) : null}
      {search.error ? (
        <Alert severity="error" role="alert" data-testid="staff-user-error">
          {t(errorKey(search.error))}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={0.5}>
          <Typography>
            {t('staff.users.emailLabel')} <span data-testid="staff-user-email">{user.email}</span>{' '}
            {user.emailVerified ? '' : `(${t('staff.users.unverified')})`}
          </Typography>
          <Typography>
            {t('staff.users.createdLabel')} {formatWhen(user.createdAt, locale)}
          </Typography>
          <Typography component="div" data-testid="staff-user-state">
            {t('staff.users.stateLabel')}{' '}
            {user.blockedAt ? (
              <Chip size="small" color="error" label={t('staff.users.blockedSince', { when: formatWhen(user.blockedAt, locale) })} />
            ) : (
              t('staff.users.active')
            )}
          </Typography>
          <Typography>{t('staff.users.sessions', { count: user.sessions })}</Typography>
        </Stack>
      </Paper>

      <Stack spacing={1.5} component="section" aria-labelledby="staff-user-roles">
        <Typography id="staff-user-roles" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staff.users.roles')}
        </Typography>
        {staffRoles.length === 0 ? <Typography>{t('staff.users.noStaffRole')}</Typography> : null}
        <List dense disablePadding>
          {staffRoles.map((r) => (
            <ListItem key={`${r.role}@${r.siteKey ?? ''}`} disableGutters data-testid="staff-user-role">
              <ActionForm action="revoke" userId={user.id} csrfToken={csrfToken}>
                <input type="hidden" name="role" value={r.role} />
                <input type="hidden" name="siteKey" value={r.siteKey ?? ''} />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Typography>{staffRoleLabel(t, r)}</Typography>
                  <Button type="submit" size="small" variant="outlined" color="warning">
                    {t('staff.users.revoke', { role: staffRoleLabel(t, r) })}
                  </Button>
                </Stack>
              </ActionForm>
            </ListItem>
          ))}
        </List>
        <ActionForm action="grant" userId={user.id} csrfToken={csrfToken}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              select
              name="role"
              label={t('staff.users.role')}
              defaultValue={typedRole}
              size="small"
              sx={{ minWidth: 200 }}
              slotProps={{ select: { native: true } }}
            >
              {STAFF_ROLE_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`staff.roles.${id}`)}
                </option>
              ))}
            </TextField>
            <TextField
              name="siteKey"
              label={t('staff.users.siteKey')}
              defaultValue={typedSite}
              size="small"
              error={siteProblem}
              helperText={t('staff.users.siteKeyHelp')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Box>
              <Button type="submit" variant="contained" data-testid="staff-user-grant">
                {t('staff.users.grant')}
              </Button>
            </Box>
          </Stack>
        </ActionForm>
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="staff-user-actions">
        <Typography id="staff-user-actions" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('staff.users.actions')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ActionForm action={user.blockedAt ? 'unblock' : 'block'} userId={user.id} csrfToken={csrfToken}>
            <Button type="submit" variant="contained" color={user.blockedAt ? 'primary' : 'error'} data-testid="staff-user-block">
              {user.blockedAt ? t('staff.users.unblock') : t('staff.users.block')}
            </Button>
          </ActionForm>
          <ActionForm action="end-sessions" userId={user.id} csrfToken={csrfToken}>
            <Button type="submit" variant="outlined">
              {t('staff.users.endSessions')}
            </Button>
          </ActionForm>
          <ActionForm action="password-reset" userId={user.id} csrfToken={csrfToken}>
            <Button type="submit" variant="outlined">
              {t('staff.users.sendReset')}
            </Button>
          </ActionForm>
        </Stack>
        <Typography variant="body2">{t('staff.users.blockHelp')}</Typography>
      </Stack>
    </Stack>
  );
}
