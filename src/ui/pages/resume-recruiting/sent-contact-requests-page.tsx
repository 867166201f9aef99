import { Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardSentContactRequests } from '../../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSearchLinks } from '../../components/search/use-search-links';
import { ContactRequestState } from './contact-request-state';

/** /resume-contacts/sent: the recruiter's requests on this site with their states, and the slots and credits left. */
export function SentContactRequestsPage({ list }: { list: BoardSentContactRequests }) {
  const { t } = useTranslation();
  const { linkProps } = useSearchLinks();
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t('resumeRecruiting.sent.title')}
        </Typography>
        <Typography data-testid="contact-balance">
          {t('resumeRecruiting.sent.remaining', { slots: list.slots, credits: list.credits })}
        </Typography>
        {list.rows.length === 0 ? (
          <Typography>{t('resumeRecruiting.sent.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.rows.map(({ resumeId, resumeHeadline, request }) => (
              <Paper component="li" variant="outlined" key={request.id} sx={{ p: 2 }} data-testid="sent-contact-request">
                <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                  {resumeId ? (
                    <a {...linkProps(`/resumes/${resumeId}`)}>{resumeHeadline || t('resumeRecruiting.search.noHeadline')}</a>
                  ) : (
                    t('resumeRecruiting.sent.gone')
                  )}
                </Typography>
                <ContactRequestState request={request} />
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
