import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../domain/alerts/alert-schedule';
import { alertFormSchema } from '../../forms/alert-schemas';
import { announceProductEvent } from '../../tracking/product-events';
import { useSite } from '../../hooks/use-site';

export type AlertSaved = 'active' | 'confirmation-sent';

interface Props {
  /** The normalized search (domain/alerts/alert-search.ts). */
  readonly query: string;
  /** The search in words, shown above the fields. */
  readonly description: string;
  readonly signedIn: boolean;
  /** The page's CSRF token when it has one; guests with JavaScript fetch one before posting. */
  readonly csrfToken: string | null;
  /** Where a plain (no-JavaScript) submission comes back to. */
  readonly returnTo: string;
  readonly onSaved?: (status: AlertSaved) => void;
  /** What a refused plain (no-JavaScript) submission carried, and its error on the e-mail field. */
  readonly initial?: { readonly email: string; readonly frequency: AlertFrequency; readonly emailError: string | null };
}

const ERROR_KEYS: Record<string, string> = {
  INVALID_EMAIL: 'alerts.errors.INVALID_EMAIL',
  EMAIL_REQUIRED: 'alerts.errors.INVALID_EMAIL',
  LIMIT_REACHED: 'alerts.errors.LIMIT_REACHED',
  RATE_LIMITED: 'alerts.errors.RATE_LIMITED',
  INVALID_SEARCH: 'alerts.errors.INVALID_SEARCH',
  CSRF: 'alerts.errors.CSRF',
};
export const alertErrorKey = (code: string): string => ERROR_KEYS[code] ?? 'alerts.errors.Default';

/**
 * Save a search as a job alert: frequency, and an e-mail address for guests (they confirm it from the
 * mail). A plain POST without JavaScript; with it, checked with the server's zod schema and sent as JSON,
 * the answer shown in place.
 */
export function AlertForm({ query, description, signedIn, csrfToken, returnTo, onSaved, initial }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const [frequency, setFrequency] = useState<AlertFrequency>(initial?.frequency ?? 'daily');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(initial?.emailError ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState<AlertSaved | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const parsed = alertFormSchema.safeParse({ query, frequency, email: signedIn ? '' : email });
    if (!parsed.success || (!signedIn && !parsed.data.email)) {
      setEmailError('alerts.validation.email');
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      const token =
        csrfToken ?? ((await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()) as { csrfToken: string }).csrfToken;
      const body = new URLSearchParams({
        query,
        frequency,
        email: signedIn ? '' : parsed.data.email,
        csrfToken: token,
        locale,
        returnTo,
        json: 'true',
      });
      const response = await fetch('/api/alerts/create', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const answer = (await response.json()) as { ok?: boolean; status?: AlertSaved; error?: string };
      if (answer.ok && answer.status) {
        setSaved(answer.status);
        announceProductEvent({ name: 'job_alert_signup', signedIn, keys: new URLSearchParams(query).get('search') });
        onSaved?.(answer.status);
      } else setServerError(answer.error ?? 'Default');
    } catch {
      setServerError('Default');
    } finally {
      setBusy(false);
    }
  };

  if (saved) {
    return (
      <Alert severity="success" role="status" data-testid="alert-saved">
        {t(saved === 'active' ? 'alerts.notice.alertActive' : 'alerts.notice.alertConfirmationSent')}
      </Alert>
    );
  }
  return (
    <form method="post" action="/api/alerts/create" onSubmit={(e) => void onSubmit(e)} noValidate data-form="job-alert">
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {csrfToken && <input type="hidden" name="csrfToken" value={csrfToken} />}
      <Stack spacing={2}>
        <Typography>
          {t('alerts.form.intro')} <strong data-testid="alert-search-description">{description || t('alerts.allJobs')}</strong>
        </Typography>
        {serverError && (
          <Alert severity="error" role="alert">
            {t(alertErrorKey(serverError))}
          </Alert>
        )}
        <FormControl>
          <FormLabel id="alert-frequency-label">{t('alerts.form.frequency')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="alert-frequency-label"
            name="frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={t(`alerts.frequency.${f}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        {!signedIn && (
          <TextField
            name="email"
            type="email"
            label={t('alerts.form.email')}
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(emailError)}
            helperText={emailError ? t(emailError) : t('alerts.form.emailHelp')}
            required
            fullWidth
          />
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {t('alerts.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
