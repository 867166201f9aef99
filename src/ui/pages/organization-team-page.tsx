import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Divider,
  FormControl,
  InputLabel,
  NativeSelect,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardTeam } from '../../application/board/organization-team/team-gateway.port';
import { HydrationMarker } from '../components/hydration-marker';
import { ButtonLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';

interface Feedback {
  readonly notice?: string | undefined;
  readonly error?: string | undefined;
}

/** One plain POST form of the team page: the CSRF token first, the change's fields, back to this page. */
function TeamForm({
  organizationId,
  csrfToken,
  returnTo,
  action,
  fields = {},
  children,
}: {
  organizationId: string;
  csrfToken: string;
  returnTo: string;
  action: string;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const { locale } = useSite();
  return (
    <Box
      component="form"
      method="post"
      action={`/api/organization-team/${encodeURIComponent(organizationId)}`}
      sx={{ display: 'inline-block' }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="action" value={action} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Box>
  );
}

/**
 * /organization/{slug}/team: who is in the organization's recruiter team and with which role. Owners
 * invite by address, withdraw invitations, make owners editors, remove members and offer ownership; a
 * member offered ownership accepts or declines it here; anyone may leave. Every change is a plain form.
 */
export function OrganizationTeamPage({
  team,
  slug,
  myUserId,
  csrfToken,
  returnTo,
  feedback,
  typed,
}: {
  team: BoardTeam;
  slug: string;
  myUserId: string | null;
  csrfToken: string;
  returnTo: string;
  feedback: Feedback;
  typed: { email?: string | undefined; role?: string | undefined };
}) {
  const { t, i18n } = useTranslation();
  const owner = team.myRole === 'OWNER';
  const common = { organizationId: team.organizationId, csrfToken, returnTo };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const roleName = (role: 'OWNER' | 'EDITOR') => t(`organizationTeam.roles.${role === 'OWNER' ? 'owner' : 'editor'}`);
  const me = team.members.find((m) => m.userId === myUserId);
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <ButtonLink to="/organization/$slug/edit" params={{ slug }} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
            {t('organizationTeam.back')}
          </ButtonLink>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('organizationTeam.title', { organization: team.organizationName })}
          </Typography>
          <Typography color="text.secondary">{t('organizationTeam.intro')}</Typography>
          {feedback.notice && (
            <Alert severity="success" role="status" data-testid="team-notice">
              {t(`organizationTeam.notices.${feedback.notice}`, { defaultValue: '' })}
            </Alert>
          )}
          {feedback.error && (
            <Alert severity="error" data-testid="team-error">
              {t(`organizationTeam.errors.${feedback.error}`, { defaultValue: t('organizationTeam.errors.GENERIC') })}
            </Alert>
          )}
          {me?.ownershipOffered && (
            <Alert severity="info" data-testid="team-offer">
              <Stack spacing={1.5}>
                <Typography sx={{ fontWeight: 700 }}>{t('organizationTeam.offer.title')}</Typography>
                <Typography>{t('organizationTeam.offer.text', { organization: team.organizationName })}</Typography>
                <Stack direction="row" spacing={1.5}>
                  <TeamForm {...common} action="acceptOffer">
                    <Button type="submit" variant="contained">
                      {t('organizationTeam.offer.accept')}
                    </Button>
                  </TeamForm>
                  <TeamForm {...common} action="declineOffer">
                    <Button type="submit" variant="outlined">
                      {t('organizationTeam.offer.decline')}
                    </Button>
                  </TeamForm>
                </Stack>
              </Stack>
            </Alert>
          )}
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            {t('organizationTeam.members')}
          </Typography>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            divider={<Divider component="li" aria-hidden="true" />}
            data-testid="team-members"
          >
            {team.members.map((m) => {
              const name = `${m.firstName} ${m.lastName}`.trim() || m.email;
              const self = m.userId === myUserId;
              return (
                <Box component="li" key={m.userId} data-testid="team-member">
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                  >
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>
                        {name}
                        {self && ` (${t('organizationTeam.you')})`}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {m.email} · {t('organizationTeam.since', { date: date(m.since) })}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                        <Chip size="small" label={t('organizationTeam.roleLabel', { role: roleName(m.role) })} />
                        {m.ownershipOffered && <Chip size="small" variant="outlined" label={t('organizationTeam.offerPending')} />}
                      </Stack>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {owner && !self && m.role === 'EDITOR' && !m.ownershipOffered && (
                        <TeamForm {...common} action="offer" fields={{ userId: m.userId }}>
                          <Button
                            type="submit"
                            size="small"
                            variant="outlined"
                            aria-label={`${t('organizationTeam.offerOwnership')}: ${name}`}
                          >
                            {t('organizationTeam.offerOwnership')}
                          </Button>
                        </TeamForm>
                      )}
                      {owner && m.role === 'OWNER' && (
                        <TeamForm {...common} action="makeEditor" fields={{ userId: m.userId }}>
                          <Button type="submit" size="small" variant="outlined" aria-label={`${t('organizationTeam.makeEditor')}: ${name}`}>
                            {t('organizationTeam.makeEditor')}
                          </Button>
                        </TeamForm>
                      )}
                      {owner && !self && (
                        <TeamForm {...common} action="remove" fields={{ userId: m.userId }}>
                          <Button
                            type="submit"
                            size="small"
                            color="error"
                            variant="outlined"
                            aria-label={`${t('organizationTeam.remove')}: ${name}`}
                          >
                            {t('organizationTeam.remove')}
                          </Button>
                        </TeamForm>
                      )}
                      {self && (
                        <TeamForm {...common} action="leave" fields={{ userId: m.userId }}>
                          <Button type="submit" size="small" color="error" variant="outlined">
                            {t('organizationTeam.leave')}
                          </Button>
                        </TeamForm>
                      )}
                    </Stack>
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        </Stack>
      </Paper>
      {owner && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}>
          <Stack spacing={2.5}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
              {t('organizationTeam.invite.title')}
            </Typography>
            <TeamForm {...common} action="invite">
              <Stack spacing={2} sx={{ minWidth: { sm: 420 } }}>
                <TextField
                  name="email"
                  type="email"
                  label={t('organizationTeam.invite.email')}
                  defaultValue={typed.email ?? ''}
                  required
                  autoComplete="off"
                  helperText={t('organizationTeam.invite.help')}
                  slotProps={{ htmlInput: { 'data-testid': 'team-invite-email', maxLength: 254 } }}
                  error={feedback.error !== undefined && typed.email !== undefined}
                />
                <FormControl>
                  <InputLabel variant="standard" htmlFor="team-invite-role">
                    {t('organizationTeam.invite.role')}
                  </InputLabel>
                  <NativeSelect
                    defaultValue={typed.role === 'OWNER' ? 'OWNER' : 'EDITOR'}
                    inputProps={{ name: 'role', id: 'team-invite-role' }}
                  >
                    <option value="EDITOR">{t('organizationTeam.roles.editor')}</option>
                    <option value="OWNER">{t('organizationTeam.roles.owner')}</option>
                  </NativeSelect>
                </FormControl>
                <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} data-testid="team-invite-submit">
                  {t('organizationTeam.invite.submit')}
                </Button>
              </Stack>
            </TeamForm>
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {t('organizationTeam.invitations.title')}
            </Typography>
            {team.invitations.length === 0 ? (
              <Typography color="text.secondary">{t('organizationTeam.invitations.none')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="team-invitations">
                {team.invitations.map((i) => (
                  <Box component="li" key={i.id}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography>
                        {i.email} · {roleName(i.role)} · {t('organizationTeam.invitations.until', { date: date(i.expiresAt) })}
                      </Typography>
                      <TeamForm {...common} action="withdraw" fields={{ invitationId: i.id }}>
                        <Button
                          type="submit"
                          size="small"
                          variant="outlined"
                          aria-label={`${t('organizationTeam.invitations.withdraw')}: ${i.email}`}
                        >
                          {t('organizationTeam.invitations.withdraw')}
                        </Button>
                      </TeamForm>
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}

/** Signed in, but not in the team (HTTP 403). */
export function OrganizationTeamForbiddenPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }} data-testid="team-forbidden">
        <Typography variant="h1">{t('organizationTeam.link')}</Typography>
        <Typography>{t('organizationTeam.notMember')}</Typography>
        <ButtonLink to="/organization/$slug" params={{ slug }} variant="outlined">
          {t('organizationEdit.backToProfile')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
