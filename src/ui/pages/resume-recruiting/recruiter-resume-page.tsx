import { Alert, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecruiterResumePage as PageData } from '../../../application/board/resume-recruiting/show-recruiter-resume.use-case';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '../../../domain/resume-contacts/contact-request';
import { HydrationMarker } from '../../components/hydration-marker';
import { RecruiterAttachmentsList } from '../../components/resumes/recruiter-attachments-list';
import { ResumeContentView } from '../../components/resumes/resume-content-view';
import { useSearchLinks } from '../../components/search/use-search-links';
import { useSite } from '../../hooks/use-site';
import { announceResumeRecruitingEvent } from '../../tracking/resume-recruiting-events';
import { ContactRequestState } from './contact-request-state';

export interface ContactFormState {
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  /** What the recruiter typed, back after a refused message. */
  readonly message?: string | undefined;
}

/**
 * /resumes/{id}: a resume as the recruiter's organization sees it (anonymous until the owner approves its
 * contact request; never the e-mail address), the request's state, and the contact form — a plain POST
 * with the CSRF token, so it works without JavaScript.
 */
export function RecruiterResumePage({ page, csrfToken, form }: { page: PageData; csrfToken: string; form: ContactFormState }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { linkProps } = useSearchLinks();
  const { resume, options } = page;
  const request = resume.contactRequest;
  const open = request !== null && (request.state === 'pending' || request.state === 'approved');
  // One visit per resume and access shown (an approval seen later is a visit with full access).
  useEffect(() => {
    announceResumeRecruitingEvent({
      name: 'resume_visit',
      resumeId: page.resume.id,
      access: page.resume.access === 'full' ? 'full' : 'anonymous',
    });
  }, [page.resume.id, page.resume.access]);
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {resume.content.jobPreferences.title || t('resumeRecruiting.search.noHeadline')}
          </Typography>
          <Button {...linkProps('/resumes')}>{t('resumeRecruiting.detail.back')}</Button>
        </Stack>
        {form.notice && (
          <Alert severity="success" data-testid="contact-notice">
            {t(`resumeRecruiting.contact.notice.${form.notice === 'alreadySent' ? 'alreadySent' : 'sent'}`)}
          </Alert>
        )}
        <Alert severity="info" data-testid="resume-access">
          {resume.contactApproved ? t('resumeRecruiting.detail.approved') : t(`resumeRecruiting.detail.access.${resume.access}`)}
        </Alert>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ResumeContentView content={resume.content} options={options} anonymous={resume.access === 'anonymous'} />
        </Paper>
        {resume.access === 'full' && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <RecruiterAttachmentsList attachments={resume.attachments} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="contact-heading">
          <Typography id="contact-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            {t('resumeRecruiting.contact.title')}
          </Typography>
          {request && <ContactRequestState request={request} />}
          {resume.own ? (
            <Typography>{t('resumeRecruiting.errors.OWN_RESUME')}</Typography>
          ) : open ? null : (
            <form method="post" action="/api/resume-contacts/send">
              <input type="hidden" name="csrfToken" value={csrfToken} />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="resumeId" value={resume.id} />
              <Stack spacing={2} sx={{ mt: request ? 2 : 0 }}>
                <Typography color="text.secondary">{t('resumeRecruiting.contact.cost')}</Typography>
                {form.error && (
                  <Alert severity="error" data-testid="contact-error">
                    {t(`resumeRecruiting.errors.${form.error}`, {
                      defaultValue: t('resumeRecruiting.errors.default'),
                      min: CONTACT_MESSAGE_MIN,
                      max: CONTACT_MESSAGE_MAX,
                    })}
                  </Alert>
                )}
                <TextField
                  name="message"
                  label={t('resumeRecruiting.contact.message')}
                  helperText={t('resumeRecruiting.contact.messageHelp', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
                  defaultValue={form.message ?? ''}
                  multiline
                  minRows={4}
                  required
                  slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX, minLength: CONTACT_MESSAGE_MIN } }}
                  error={Boolean(form.error && form.message !== undefined)}
                />
                <div>
                  <Button type="submit" variant="contained">
                    {t('resumeRecruiting.contact.send')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
