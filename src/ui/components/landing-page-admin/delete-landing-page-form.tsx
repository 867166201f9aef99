import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../hooks/use-site';

/** Deleting a landing page and its aliases: a plain POST that only counts with the box ticked. */
export function DeleteLandingPageForm({ id, csrfToken, refused }: { id: string; csrfToken: string; refused: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Box component="section" aria-labelledby="landing-page-delete-title">
      <Typography id="landing-page-delete-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('landingPageAdmin.delete.title')}
      </Typography>
      <form method="post" action="/api/landing-page-admin/delete" data-form="landing-page-delete">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="id" value={id} />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            control={<Checkbox name="confirmed" slotProps={{ input: { 'aria-invalid': refused } }} />}
            label={t('landingPageAdmin.delete.confirm')}
          />
          {refused && <Typography color="error">{t('landingPageAdmin.errors.CONFIRM_REQUIRED')}</Typography>}
          <Button type="submit" variant="outlined" color="error">
            {t('landingPageAdmin.delete.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
