import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardOwnerContactRequests } from '../../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import type { OwnerAction } from '../../../domain/resume-contacts/contact-request';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSearchLinks } from '../../components/search/use-search-links';
import { useSite } from '../../hooks/use-site';
import { ContactRequestState } from './contact-request-state';

type Filter = 'pending' | 'approved' | null;

/**
 * /resume-contacts: the resume owner's contact requests with the pending / approved filters, each with its
 * organization and message, and the owner's decisions as plain POST forms (approve or decline a pending
 * request, revoke an approval).
 */
export function ContactRequestsPage({
  list,
  filter,
  csrfToken,
  notice,
  error,
}: {
  list: BoardOwnerContactRequests;
  filter: Filter;
  csrfToken: string;
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { linkProps, toPublic } = useSearchLinks();
  const here = filter ? `/resume-contacts?filter=${filter}` : '/resume-contacts';
  const decide = (id: string, decision: OwnerAction, variant: 'contained' | 'outlined') => (
    <form method="post" action="/api/resume-contacts/decide" style={{ display: 'inline' }}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <input type="hidden" name="returnTo" value={toPublic(here)} />
      <Button type="submit" size="small" variant={variant} data-testid={`contact-${decision}`}>
        {t(`resumeRecruiting.owner.${decision}`)}
      </Button>
    </form>
  );
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t('resumeRecruiting.owner.title')}
        </Typography>
        {notice && (
          <Alert severity="success">
            {t(`resumeRecruiting.owner.done.${notice === 'approve' ? 'approve' : notice === 'decline' ? 'decline' : 'revoke'}`)}
          </Alert>
        )}
        {error && (
          <Alert severity="error">{t(`resumeRecruiting.errors.${error}`, { defaultValue: t('resumeRecruiting.errors.default') })}</Alert>
        )}
        <Stack component="nav" direction="row" spacing={1} aria-label={t('resumeRecruiting.owner.filters')}>
          {([null, 'pending', 'approved'] as const).map((f) => (
            <Button
              key={f ?? 'all'}
              variant={f === filter ? 'contained' : 'outlined'}
              aria-current={f === filter ? 'page' : undefined}
              {...linkProps(f ? `/resume-contacts?filter=${f}` : '/resume-contacts')}
            >
              {t(`resumeRecruiting.owner.filter.${f ?? 'all'}`)}
            </Button>
          ))}
        </Stack>
        {list.rows.length === 0 ? (
          <Typography>{t('resumeRecruiting.owner.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.rows.map(({ organizationName, request }) => (
              <Paper component="li" variant="outlined" key={request.id} sx={{ p: 2 }} data-testid="owner-contact-request">
                <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                  {organizationName}
                </Typography>
                <ContactRequestState request={request} />
                <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{request.message}</Typography>
                <Stack direction="row" spacing={1}>
                  {request.state === 'pending' && (
                    <>
                      {decide(request.id, 'approve', 'contained')}
                      {decide(request.id, 'decline', 'outlined')}
                    </>
                  )}
                  {request.state === 'approved' && decide(request.id, 'revoke', 'outlined')}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
