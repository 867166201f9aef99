import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The success message after the contact form: shown where the form leads (`/` or `/dashboard`, `?notice=contactSent`). */
export function ContactSentNotice({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation();
  if (notice !== 'contactSent') return null;
  return (
    <Alert severity="success" role="status" data-testid="contact-sent" sx={{ mb: 3 }}>
      {t('contact.sent')}
    </Alert>
  );
}
