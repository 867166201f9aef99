import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HydrationMarker } from '../../components/hydration-marker';

/** The 403 page of the console: staff, but without this section's permission. */
export function StaffForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="staff-forbidden">
      <HydrationMarker />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('staff.forbidden.title')}
      </Typography>
      <Alert severity="warning">{t('staff.forbidden.text')}</Alert>
    </Stack>
  );
}
