import { Chip, Divider, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isStaff, userKindOf } from '../../../domain/identity/roles';
import type { User } from '../../../domain/identity/user';
import { masqueradeSchema, type MasqueradeValues } from '../../forms/account-schemas';
import { AccountPage } from '../../components/accounts/account-page';
import { AuthForm } from '../../components/accounts/auth-form';
import { ButtonLink } from '../../components/router-links';
import { MyOrganizationLinks } from '../../components/organization-edit/my-organization-links';
import type { UpdatableOrganization } from '../../../application/board/organizations/organization-edit-gateway.port';
import type { AuthPageProps } from './login-page';
import type { MyApplication } from '../../../domain/applications/application';
import { MyApplications } from '../../components/applications/my-applications';

/**
 * /dashboard by user kind. Only what exists is shown: the account and its verification status for
 * everyone; what feature slices add (`children`: bookmarks, job alerts); the organization summary for
 * recruiters; the masquerade form for administrators.
 */
export function DashboardPage({
  user,
  csrfToken,
  error,
  notice,
  masqueraded,
  myApplications,
  organizations = [],
  children,
}: AuthPageProps & {
  user: User;
  masqueraded: boolean;
  myApplications?: { items: readonly MyApplication[]; failed: boolean };
  organizations?: readonly UpdatableOrganization[];
  /** Further sections of features (bookmarks and job alerts). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const staff = isStaff(user.roles);
  const kind = staff ? 'kindStaff' : userKindOf(user.roles) === 'recruiter' ? 'kindRecruiter' : 'kindApplicant';
  const row = (label: string, value: React.ReactNode) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '40%' }}>
        {label}
      </TableCell>
      <TableCell>{value}</TableCell>
    </TableRow>
  );
  return (
    <AccountPage
      title={t('accounts.dashboard.greeting', { name: user.firstName || user.displayName })}
      error={error}
      notice={notice}
      width="md"
    >
      <section aria-labelledby="dashboard-account">
        <Typography id="dashboard-account" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('accounts.dashboard.accountTitle')}
        </Typography>
        <Table size="small">
          <TableBody>
            {row(t('accounts.dashboard.email'), user.email)}
            {row(t('accounts.dashboard.kind'), <span data-testid="account-kind">{t(`accounts.dashboard.${kind}`)}</span>)}
            {row(
              t('accounts.dashboard.status'),
              <Chip
                size="small"
                color={user.emailVerified ? 'success' : 'warning'}
                label={t(user.emailVerified ? 'accounts.dashboard.verified' : 'accounts.dashboard.unverified')}
              />,
            )}
            {staff && row(t('accounts.dashboard.roles'), user.roles.map((r) => r.id).join(', '))}
          </TableBody>
        </Table>
        <ButtonLink to="/user/settings" sx={{ mt: 1 }}>
          {t('accounts.dashboard.settingsLink')}
        </ButtonLink>
        {staff && (
          <ButtonLink to="/job-manager" search={{ review: true }} sx={{ mt: 1, ml: 1 }} data-testid="dashboard-review-queue">
            {t('jobManager.reviewQueue')}
          </ButtonLink>
        )}
      </section>
      {myApplications && (userKindOf(user.roles) === 'applicant' || myApplications.items.length > 0) && (
        <>
          <Divider sx={{ mb: 2 }} />
          <MyApplications items={myApplications.items} failed={myApplications.failed} />
        </>
      )}
      {children}
      {userKindOf(user.roles) === 'recruiter' && (
        <section aria-labelledby="dashboard-organization">
          <Divider sx={{ mb: 2 }} />
          <Typography id="dashboard-organization" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('accounts.dashboard.organizationTitle')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ mb: 1.5 }}>
            <ButtonLink to="/job-manager" variant="outlined" size="small">
              {t('jobManager.navLink')}
            </ButtonLink>
            <ButtonLink to="/job/wizard" variant="contained" size="small">
              {t('jobWizard.navLink')}
            </ButtonLink>
          </Stack>
          {user.organization ? (
            <Table size="small">
              <TableBody>
                {row(t('accounts.dashboard.organizationName'), <span data-testid="organization-name">{user.organization.name}</span>)}
                {row(
                  t('accounts.dashboard.organizationRole'),
                  t(user.organization.ownerId === user.id ? 'accounts.dashboard.owner' : 'accounts.dashboard.member'),
                )}
              </TableBody>
            </Table>
          ) : (
            <Typography>{t('accounts.dashboard.noOrganization')}</Typography>
          )}
          <MyOrganizationLinks organizations={organizations} />
        </section>
      )}
      {user.roles.some((r) => r.id === 'administrator') && !masqueraded && (
        <section aria-labelledby="dashboard-masquerade">
          <Divider sx={{ mb: 2 }} />
          <Stack spacing={1.5}>
            <Typography id="dashboard-masquerade" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('accounts.dashboard.masqueradeTitle')}
            </Typography>
            <Typography color="text.secondary">{t('accounts.dashboard.masqueradeIntro')}</Typography>
            <AuthForm<MasqueradeValues>
              name="masquerade"
              action="/api/auth/masquerade"
              schema={masqueradeSchema}
              defaults={{ target: '' }}
              csrfToken={csrfToken}
              changesSession
              submitLabel={t('accounts.dashboard.masqueradeSubmit')}
              fields={[{ name: 'target', label: t('accounts.fields.masqueradeTarget') }]}
            />
          </Stack>
        </section>
      )}
    </AccountPage>
  );
}
