import { Alert, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAlertFrequency } from '../../../domain/alerts/alert-schedule';
import { publicPath } from '../../../domain/routing/canonical';
import { AlertForm, alertErrorKey } from '../../components/alerts/alert-form';
import { FormErrorAlert } from '../../components/form-error-alert';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';
import { type AlertPageSearch, errorsOf } from '../../routing/alert-page-search';

const NOTICES = ['alertActive', 'alertConfirmationSent'] as const;
/** Refusals of the address: shown on the e-mail field. */
const EMAIL_ERRORS = new Set(['INVALID_EMAIL', 'EMAIL_REQUIRED']);

/** The refusal of the address the e-mail field shows, if any. */
function emailErrorOf(search: AlertPageSearch): string | null {
  const code = errorsOf(search).find((e) => EMAIL_ERRORS.has(e));
  return code ? alertErrorKey(code) : null;
}

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

/** /alerts/new: the alert form on a page of its own (the search page's dialog without JavaScript). */
export function NewAlertPage({
  draft,
  csrfToken,
  search,
  typedEmail = '',
}: {
  draft: { query: string; description: string } | null;
  csrfToken: string;
  search: AlertPageSearch;
  /** The address a refused plain form carried: shown again in its field. */
  typedEmail?: string;
}) {
  const { t } = useTranslation();
  const { data } = useSession();
  const { site, locale } = useSite();
  const notice = NOTICES.find((n) => n === search.notice);
  return (
    <Frame title={t('alerts.form.title')}>
      {notice && (
        <Alert severity="success" role="status" data-testid="alert-saved">
          {t(`alerts.notice.${notice}`)}
        </Alert>
      )}
      {/* Every refusal up here; an address refused also on its field (the form's own message). */}
      <FormErrorAlert messageOf={(code) => t(alertErrorKey(code))} />
      {!draft ? (
        <Typography>{t('alerts.errors.INVALID_SEARCH')}</Typography>
      ) : (
        !notice && (
          <AlertForm
            query={draft.query}
            description={draft.description}
            signedIn={Boolean(data)}
            csrfToken={csrfToken}
            returnTo={publicPath(site, locale, draft.query ? `/jobs?${draft.query}` : '/jobs')}
            initial={{
              email: typedEmail,
              frequency: isAlertFrequency(search.frequency) ? search.frequency : 'daily',
              emailError: emailErrorOf(search),
            }}
          />
        )
      )}
      <ButtonLink to="/jobs">{t('alerts.backToSearch')}</ButtonLink>
    </Frame>
  );
}

/**
 * The pages of the mail links: confirm (double opt-in) and unsubscribe. A GET only shows the question;
 * the button POSTs the token (link scanners that open mails do not confirm or unsubscribe anybody).
 */
export function AlertLinkPage({ purpose, search }: { purpose: 'confirm' | 'unsubscribe'; search: AlertPageSearch }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const key = (k: string) => t(`alerts.${purpose}.${k}`);
  let body: ReactNode;
  if (search.done) {
    body = (
      <Alert severity="success" role="status" data-testid={`alert-${purpose}-done`}>
        {key('done')}
      </Alert>
    );
  } else if (search.error === 'INVALID_TOKEN' || !search.token) {
    body = (
      <Alert severity="error" role="alert">
        {t('alerts.errors.INVALID_TOKEN')}
      </Alert>
    );
  } else {
    body = (
      <form method="post" action={`/api/alerts/${purpose}`} data-form={`alert-${purpose}`}>
        <input type="hidden" name="token" value={search.token} />
        <input type="hidden" name="locale" value={locale} />
        <Stack spacing={2}>
          <FormErrorAlert messageOf={(code) => t(alertErrorKey(code))} />
          <Typography>{key('text')}</Typography>
          <Button type="submit" variant="contained">
            {key('submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Frame title={key('title')}>
      {body}
      <ButtonLink to="/jobs">{t('alerts.backToSearch')}</ButtonLink>
    </Frame>
  );
}
