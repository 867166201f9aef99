import { Alert, Box, Button, Checkbox, Container, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardTeamInvitation } from '../../application/board/organization-team/team-gateway.port';
import { HydrationMarker } from '../components/hydration-marker';
import { ButtonLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';
import { withQuery } from '../routing/with-query';

/**
 * /team-invitation?token=…: what an invitation link offers. A signed-in account with the invited address
 * joins with one button; a visitor whose address has no account creates one here (names, password, terms);
 * one whose address has an account signs in first and comes back. Used, expired or someone else's links
 * say so and offer nothing to press.
 */
export function TeamInvitationPage({
  invitation,
  token,
  csrfToken,
  signedIn,
  returnTo,
  error,
  typed,
}: {
  invitation: BoardTeamInvitation | null;
  token: string;
  csrfToken: string;
  signedIn: boolean;
  returnTo: string;
  error?: string | undefined;
  typed: { firstName?: string | undefined; lastName?: string | undefined };
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useSite();
  const errorText = (code: string) => t(`organizationTeam.errors.${code}`, { defaultValue: t('organizationTeam.errors.GENERIC') });
  if (!invitation) {
    return (
      <Container maxWidth="sm">
        <HydrationMarker />
        <Stack spacing={2} sx={{ py: 6 }} data-testid="team-invitation-unknown">
          <Typography variant="h1">{t('organizationTeam.link')}</Typography>
          <Alert severity="error">{errorText('NOT_FOUND')}</Alert>
        </Stack>
      </Container>
    );
  }
  const role = t(`organizationTeam.roles.${invitation.role === 'OWNER' ? 'owner' : 'editor'}`);
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
    new Date(invitation.expiresAt),
  );
  const open = invitation.status === 'OPEN';
  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('organizationTeam.invitation.title', { organization: invitation.organizationName })}
          </Typography>
          <Typography>{t('organizationTeam.invitation.text', { email: invitation.email, role, date: until })}</Typography>
          {error && (
            <Alert severity="error" data-testid="team-invitation-error">
              {errorText(error)}
            </Alert>
          )}
          {!open && (
            <Alert severity="warning" data-testid="team-invitation-status">
              {errorText(invitation.status)}
            </Alert>
          )}
          {open && !signedIn && invitation.accountExists && (
            <>
              <Alert severity="info">{errorText('SIGN_IN_FIRST')}</Alert>
              <ButtonLink to="/user/login" search={{ callbackUrl: returnTo }} variant="contained" sx={{ alignSelf: 'flex-start' }}>
                {t('organizationTeam.invitation.signIn')}
              </ButtonLink>
            </>
          )}
          {open && (signedIn || !invitation.accountExists) && (
            <Box component="form" method="post" action="/api/organization-team/accept">
              <input type="hidden" name="csrfToken" value={csrfToken} />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="token" value={token} />
              <Stack spacing={2}>
                {!signedIn && (
                  <>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                      {t('organizationTeam.invitation.create')}
                    </Typography>
                    <TextField
                      name="firstName"
                      label={t('organizationTeam.invitation.firstName')}
                      defaultValue={typed.firstName ?? ''}
                      required
                      autoComplete="given-name"
                    />
                    <TextField
                      name="lastName"
                      label={t('organizationTeam.invitation.lastName')}
                      defaultValue={typed.lastName ?? ''}
                      required
                      autoComplete="family-name"
                    />
                    <TextField
                      name="password"
                      type="password"
                      label={t('organizationTeam.invitation.password')}
                      helperText={t('organizationTeam.invitation.passwordHelp')}
                      required
                      autoComplete="new-password"
                      slotProps={{ htmlInput: { minLength: 10, maxLength: 128 } }}
                    />
                    <FormControlLabel control={<Checkbox name="acceptedTerms" required />} label={t('organizationTeam.invitation.terms')} />
                  </>
                )}
                <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} data-testid="team-invitation-accept">
                  {t('organizationTeam.invitation.accept')}
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The invitation page's own address with its token (where signing in comes back to). */
export const invitationPath = (token: string): string => withQuery('/team-invitation', { token });
