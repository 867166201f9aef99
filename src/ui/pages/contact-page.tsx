import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Container,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '../../domain/contact/contact-message';
import { HydrationMarker } from '../components/hydration-marker';
import { useSite } from '../hooks/use-site';
import { formErrorKey } from '../components/form-busy';
import type { ContactField as Field, ContactShownError } from '../routing/contact-errors';

/**
 * The contact form: name, e-mail, subject, message, "send me a copy", attachments. A plain
 * multipart POST to /api/contact without JavaScript; with it the same post goes by fetch, so a refusal
 * keeps what was typed and shows each problem at its field.
 */
export function ContactPage({
  csrfToken,
  errors: initialErrors,
  typed = {},
}: {
  csrfToken: string;
  errors: readonly ContactShownError[];
  /** What a refused post without JavaScript carried (never its files). */
  typed?: Partial<Record<'name' | 'email' | 'subject' | 'body' | 'copy', string>>;
}) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const [errors, setErrors] = useState<readonly ContactShownError[]>(initialErrors);
  const [busy, setBusy] = useState(false);
  const message = (e: ContactShownError) => t(formErrorKey(e.code, `contact.errors.${e.code}`), { detail: e.detail ?? '' });
  const fieldError = (field: Field) => errors.find((e) => e.field === field);
  const general = errors.filter((e) => e.field === null || e.field === 'files');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch('/api/contact?json=true', {
        method: 'POST',
        body: new FormData(event.currentTarget),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      });
      const answer = (await response.json()) as { ok?: boolean; url?: string; errors?: ContactShownError[] };
      if (answer.ok && answer.url) return window.location.assign(answer.url);
      setErrors(answer.errors && answer.errors.length > 0 ? answer.errors : [{ field: null, code: 'Default' }]);
    } catch {
      setErrors([{ field: null, code: 'Default' }]);
    }
    setBusy(false);
  };

  const text = (field: Exclude<Field, 'files'>, max: number, extra: { type?: string; autoComplete?: string; multiline?: boolean } = {}) => {
    const error = fieldError(field);
    return (
      <TextField
        name={field}
        id={`contact-${field}`}
        label={t(`contact.form.${field}`)}
        required
        fullWidth
        error={Boolean(error)}
        helperText={error ? message(error) : undefined}
        defaultValue={typed[field] ?? ''}
        slotProps={{ htmlInput: { maxLength: max, 'data-testid': `contact-${field}` } }}
        {...(extra.type ? { type: extra.type } : {})}
        {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
        {...(extra.multiline ? { multiline: true, minRows: 6 } : {})}
      />
    );
  };

  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3} sx={{ py: 4 }}>
        <Typography variant="h1">{t('contact.title')}</Typography>
        <Typography>{t('contact.intro', { site: site.name })}</Typography>
        {general.length > 0 && (
          <Alert severity="error" role="alert" data-testid="contact-errors">
            <AlertTitle>{t('contact.title')}</AlertTitle>
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {general.map((e) => (
                <li key={`${e.field}-${e.code}-${e.detail ?? ''}`}>{message(e)}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Box
          component="form"
          method="post"
          action="/api/contact"
          encType="multipart/form-data"
          noValidate
          onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
          data-form="contact"
        >
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <Stack spacing={2}>
            {text('name', CONTACT_LIMITS.nameMax, { autoComplete: 'name' })}
            {text('email', CONTACT_LIMITS.emailMax, { type: 'email', autoComplete: 'email' })}
            {text('subject', CONTACT_LIMITS.subjectMax)}
            {text('body', CONTACT_LIMITS.bodyMax, { multiline: true })}
            <Box>
              <Typography component="label" htmlFor="contact-files" sx={{ display: 'block', mb: 0.5 }}>
                {t('contact.form.files')}
              </Typography>
              <input
                id="contact-files"
                name="files"
                type="file"
                multiple
                accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
                aria-describedby="contact-files-help"
                data-testid="contact-files"
              />
              <FormHelperText id="contact-files-help">{t('contact.form.filesHelp')}</FormHelperText>
            </Box>
            <FormControlLabel
              control={<Checkbox name="copy" value="on" defaultChecked={typed.copy === 'on'} />}
              label={t('contact.form.copy')}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy} data-testid="contact-submit">
                {busy ? t('contact.form.sending') : t('contact.form.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
