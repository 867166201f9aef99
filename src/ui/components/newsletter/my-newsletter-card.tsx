import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyNewsletter } from '../../../application/board/newsletter/newsletter-gateway.port';
import { useSite } from '../../hooks/use-site';
import { RichText } from '../rich-text';
import { newsletterErrorKey } from './newsletter-sign-up-form';

const NOTICES = ['subscribed', 'confirmationSent', 'unsubscribed'] as const;

/**
 * The dashboard's newsletter card: whether the account's address gets the newsletter, and one button
 * (a POST form with the double-submit token) to subscribe — agreeing to the wording shown — or to
 * unsubscribe. `status` is the dashboard's `?newsletter=` after a post: a notice or a refusal's code.
 */
export function MyNewsletterCard({ mine, csrfToken, status }: { mine: MyNewsletter; csrfToken: string; status?: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const notice = NOTICES.find((n) => n === status);
  const subscribe = mine.state === null;
  return (
    <Paper component="section" id="newsletter" aria-labelledby="dashboard-newsletter" variant="outlined" sx={{ p: 2.5 }}>
      <Stack spacing={1.5}>
        <Typography id="dashboard-newsletter" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('newsletter.dashboard.title')}
        </Typography>
        {notice && (
          <Alert severity="success" role="status">
            {t(`newsletter.dashboard.${notice}`)}
          </Alert>
        )}
        {status && !notice && (
          <Alert severity="error" role="alert">
            {t(newsletterErrorKey(status))}
          </Alert>
        )}
        <Typography data-testid="newsletter-state">{t(`newsletter.dashboard.${mine.state ?? 'none'}`)}</Typography>
        {subscribe && mine.consentHtml && (
          <Box sx={{ fontSize: '0.9rem', '& p': { my: 0.5 } }}>
            <RichText html={mine.consentHtml} />
          </Box>
        )}
        {(!subscribe || mine.consentRevisionId) && (
          <form method="post" action="/api/newsletter/mine">
            <input type="hidden" name="csrfToken" value={csrfToken} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="subscribe" value={subscribe ? 'true' : 'false'} />
            {subscribe && <input type="hidden" name="consentRevisionId" value={mine.consentRevisionId ?? ''} />}
            <Button type="submit" variant={subscribe ? 'contained' : 'outlined'}>
              {t(subscribe ? 'newsletter.dashboard.subscribe' : 'newsletter.dashboard.unsubscribe')}
            </Button>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
