import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../hooks/use-site';
import { acceptTerms } from '../server/consent.functions';
import { RichText } from './rich-text';
import { TextLink } from './router-links';

/** The terms dialog is at most 550 px wide. */
export const TERMS_DIALOG_MAX_WIDTH = 550;

interface TermsForm {
  consent: boolean;
}

/**
 * The dialog that asks a signed-in user to accept changed terms (shown by `TermsNotice`). Its own
 * module, loaded only when a user is asked: its form (react-hook-form, zod, the sanitized terms text) is
 * no part of what every page loads.
 */
export function TermsDialog({ infoId, text, onSaved }: { infoId: string; text: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const [open, setOpen] = useState(true);
  const [failed, setFailed] = useState(false);
  // The checkbox is required and must be ticked; the message is checked on every change.
  const schema = useMemo(() => z.object({ consent: z.boolean().refine((v) => v, t('consent.required')) }), [t]);
  const { control, handleSubmit, formState } = useForm<TermsForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { consent: false },
  });

  // Submit acts only when consent is true (the resolver already refuses anything else).
  const submit = handleSubmit(async ({ consent }) => {
    if (!consent) return;
    setFailed(false);
    const result = await acceptTerms({ data: { locale, infoId, consent: true } }).catch(() => null);
    if (result?.kind === 'saved') {
      setOpen(false);
      onSaved();
    } else {
      setFailed(true);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      maxWidth={false}
      aria-labelledby="terms-dialog-title"
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true, sx: { width: '100%', maxWidth: TERMS_DIALOG_MAX_WIDTH } } as object,
      }}
    >
      <DialogTitle id="terms-dialog-title" sx={{ pr: 6 }}>
        {t('consent.termsTitle')}
      </DialogTitle>
      <IconButton aria-label={t('consent.close')} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {text && (
          <Box sx={{ mb: 2 }}>
            <RichText html={text} />
          </Box>
        )}
        <TextLink
          to={site.privacyPath}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
        >
          {t('consent.privacyLink')}
          <OpenInNew fontSize="small" aria-hidden />
        </TextLink>
        {/* The terms page always shows the newest version of the terms in force (sites/<key>/legal/terms/). */}
        <TextLink
          to="/terms"
          target="_blank"
          rel="noopener"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2, width: 'fit-content' }}
          data-testid="terms-dialog-terms-link"
        >
          {t('legal.titles.terms')}
          <OpenInNew fontSize="small" aria-hidden />
        </TextLink>
        <Controller
          name="consent"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required sx={{ display: 'block' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    required
                  />
                }
                label={t('consent.agree')}
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('consent.saveFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
          {t('consent.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
