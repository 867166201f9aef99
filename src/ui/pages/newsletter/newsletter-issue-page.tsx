import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardNewsletterIssue } from '../../../application/board/newsletter/newsletter-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { newsletterErrorKey } from '../../components/newsletter/newsletter-sign-up-form';
import { ButtonLink, TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import { formatWhen } from './newsletter-desk-page';

const NOTICES: Record<string, string> = {
  saved: 'newsletter.admin.preview.saved',
  testSent: 'newsletter.admin.preview.testSent',
  sending: 'newsletter.admin.preview.sending',
};

/**
 * One issue: its state, the mail as subscribers will get it (in a sandboxed frame: the mail's own
 * document, no scripts), a test to oneself, and — while a draft — edit and send to all subscribers.
 */
export function NewsletterIssuePage({
  issue,
  previewHtml,
  csrfToken,
  notice,
  error,
}: {
  issue: BoardNewsletterIssue;
  previewHtml: string;
  csrfToken: string;
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const noticeKey = notice ? NOTICES[notice] : undefined;
  const action = (path: string, label: string, variant: 'contained' | 'outlined', testId: string) => (
    <form method="post" action={`/api/newsletter/${path}`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={issue.id} />
      <Button type="submit" variant={variant} data-testid={testId}>
        {label}
      </Button>
    </form>
  );
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2.5}>
        <TextLink to="/admin/newsletter">{t('newsletter.admin.preview.back')}</TextLink>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {issue.subject}
        </Typography>
        {noticeKey && (
          <Alert severity="success" role="status" data-testid="newsletter-issue-notice">
            {t(noticeKey)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {t(newsletterErrorKey(error))}
          </Alert>
        )}
        <Typography data-testid="newsletter-issue-status">
          {t('newsletter.admin.status')}: {t(`newsletter.admin.statuses.${issue.status}`)}
          {issue.status !== 'draft' && ` · ${t('newsletter.admin.recipients')}: ${issue.recipients}`}
          {issue.sentAt && ` · ${t('newsletter.admin.sentAt')}: ${formatWhen(issue.sentAt, locale)}`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {issue.status === 'draft' && (
            <ButtonLink to="/admin/newsletter/$issueId/edit" params={{ issueId: issue.id }} variant="outlined">
              {t('newsletter.admin.preview.edit')}
            </ButtonLink>
          )}
          {action('test', t('newsletter.admin.preview.sendTest'), 'outlined', 'newsletter-send-test')}
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('newsletter.admin.preview.title')}
        </Typography>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            component="iframe"
            title={t('newsletter.admin.preview.frameTitle')}
            sandbox=""
            srcDoc={previewHtml}
            sx={{ display: 'block', width: '100%', height: 600, border: 0, bgcolor: '#fff' }}
          />
        </Paper>
        {issue.status === 'draft' && (
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Stack spacing={1.5}>
              <Typography>{t('newsletter.admin.preview.sendHelp')}</Typography>
              {action('send', t('newsletter.admin.preview.send'), 'contained', 'newsletter-send')}
            </Stack>
          </Paper>
        )}
        {issue.status === 'sent' && <Alert severity="success">{t('newsletter.admin.preview.sent')}</Alert>}
      </Stack>
    </Container>
  );
}
