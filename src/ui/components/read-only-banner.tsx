import { Alert } from '@mui/material';
import { useLoaderData } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** While the platform is read-only, every page says so at its top (in the page's flow, nothing covered). */
export function ReadOnlyBanner() {
  const { t } = useTranslation();
  const { readOnly } = useLoaderData({ from: '__root__' }) as { readOnly?: boolean };
  if (!readOnly) return null;
  return (
    <Alert severity="warning" role="status" data-testid="read-only-banner" sx={{ borderRadius: 0 }}>
      {t('configAdmin.banner')}
    </Alert>
  );
}
