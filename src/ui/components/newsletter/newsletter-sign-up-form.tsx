import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NewsletterSignUpForm as SignUpForm } from '../../../application/board/newsletter/newsletter-gateway.port';
import { useSite } from '../../hooks/use-site';
import { RichText } from '../rich-text';

/** Refusals shown on a field; anything else above the form. */
const EMAIL_ERRORS = new Set(['INVALID_EMAIL']);
const CONSENT_ERRORS = new Set(['CONSENT_REQUIRED', 'CONSENT_CHANGED']);

export const newsletterErrorKey = (code: string): string =>
  [
    'INVALID_EMAIL',
    'CONSENT_REQUIRED',
    'CONSENT_CHANGED',
    'RATE_LIMITED',
    'INVALID_TOKEN',
    'CSRF',
    'INVALID_INPUT',
    'NOT_FOUND',
    'FORBIDDEN',
    'SIGN_IN_REQUIRED',
    'UNAUTHENTICATED',
    'NOT_EDITABLE',
  ].includes(code)
    ? `newsletter.errors.${code}`
    : 'newsletter.errors.Default';

/**
 * The sign-up form: address, the consent's wording in force and its tick box. A plain POST with the
 * double-submit token (no JavaScript needed); a refused post comes back with the address typed and the
 * problem on its field. `id` keeps two forms on one page apart. Without a token (the home page's block
 * for guests) the form posts with the block's mark, which the endpoint checks by origin instead.
 */
export function NewsletterSignUpForm({
  form,
  csrfToken,
  typedEmail = '',
  error,
  id = 'newsletter',
  action = '/api/newsletter/subscribe',
}: {
  form: SignUpForm;
  csrfToken: string;
  typedEmail?: string;
  error?: string | undefined;
  id?: string;
  action?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const emailError = error && EMAIL_ERRORS.has(error) ? t(newsletterErrorKey(error)) : null;
  const consentError = error && CONSENT_ERRORS.has(error) ? t(newsletterErrorKey(error)) : null;
  return (
    <form method="post" action={action} data-form="newsletter-sign-up" noValidate>
      {csrfToken && <input type="hidden" name="csrfToken" value={csrfToken} />}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="consentRevisionId" value={form.consentRevisionId} />
      <Stack spacing={2}>
        {error && !emailError && !consentError && (
          <Alert severity="error" role="alert">
            {t(newsletterErrorKey(error))}
          </Alert>
        )}
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('newsletter.signUp.email')}
          defaultValue={typedEmail}
          autoComplete="email"
          required
          error={Boolean(emailError)}
          helperText={emailError ?? undefined}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Box id={`${id}-consent-text`} sx={{ fontSize: '0.9rem', '& p': { my: 0.5 } }}>
          <RichText html={form.consentHtml} />
        </Box>
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                name="consent"
                value="on"
                required
                slotProps={{ input: { 'aria-describedby': `${id}-consent-text`, 'aria-invalid': Boolean(consentError) } }}
              />
            }
            label={t('newsletter.signUp.consentLabel')}
          />
          {consentError && (
            <FormHelperText error role="alert">
              {consentError}
            </FormHelperText>
          )}
        </Box>
        <Box>
          <Button type="submit" variant="contained">
            {t('newsletter.signUp.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
