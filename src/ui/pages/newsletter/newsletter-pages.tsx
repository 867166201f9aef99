import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterSignUpForm as SignUpForm } from '../../../application/board/newsletter/newsletter-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { NewsletterSignUpForm, newsletterErrorKey } from '../../components/newsletter/newsletter-sign-up-form';
import { ButtonLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import type { NewsletterPageSearch } from '../../routing/newsletter-page-search';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** /newsletter: the sign-up form on a page of its own; after a post, the same answer whatever the address's state. */
export function NewsletterSignUpPage({
  form,
  csrfToken,
  typedEmail,
  search,
}: {
  form: SignUpForm | null;
  csrfToken: string;
  typedEmail: string;
  search: NewsletterPageSearch;
}) {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <Frame title={t('newsletter.signUp.title')}>
      {search.notice === 'sent' ? (
        <Alert severity="success" role="status" data-testid="newsletter-sent">
          {t('newsletter.signUp.sent')}
        </Alert>
      ) : form ? (
        <>
          <Typography>{t('newsletter.signUp.intro', { site: site.name })}</Typography>
          <NewsletterSignUpForm form={form} csrfToken={csrfToken} typedEmail={typedEmail} error={search.error} />
        </>
      ) : (
        <Alert severity="info">{t('newsletter.signUp.unavailable')}</Alert>
      )}
    </Frame>
  );
}

/**
 * The pages of the mail links: confirm (double opt-in) and unsubscribe. A GET only shows the question;
 * the button POSTs the token (link scanners that open mails confirm or unsubscribe nobody).
 */
export function NewsletterLinkPage({ purpose, search }: { purpose: 'confirm' | 'unsubscribe'; search: NewsletterPageSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const key = (k: string) => t(`newsletter.${purpose}.${k}`);
  let body: ReactNode;
  if (search.done) {
    body = (
      <Alert severity="success" role="status" data-testid={`newsletter-${purpose}-done`}>
        {key('done')}
      </Alert>
    );
  } else if (search.error === 'INVALID_TOKEN' || !search.token) {
    body = (
      <>
        <Alert severity="error" role="alert" data-testid="newsletter-invalid-token">
          {t('newsletter.errors.INVALID_TOKEN')}
        </Alert>
        <ButtonLink to="/newsletter" variant="outlined">
          {t('newsletter.signUp.title')}
        </ButtonLink>
      </>
    );
  } else {
    body = (
      <form method="post" action={`/api/newsletter/${purpose}`} data-form={`newsletter-${purpose}`}>
        <input type="hidden" name="token" value={search.token} />
        <input type="hidden" name="locale" value={locale} />
        <Stack spacing={2}>
          {search.error && (
            <Alert severity="error" role="alert">
              {t(newsletterErrorKey(search.error))}
            </Alert>
          )}
          <Typography>{key('text')}</Typography>
          <Button type="submit" variant="contained">
            {key('submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return <Frame title={key('title')}>{body}</Frame>;
}
