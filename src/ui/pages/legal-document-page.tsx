import { Alert, Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../domain/content/legal-document';
import { HydrationMarker } from '../components/hydration-marker';
import { ConsentSettings } from '../components/tracking/consent-settings';
import { RichText } from '../components/rich-text';
import { useSite } from '../hooks/use-site';

/**
 * A legal page from the site's files (privacy, terms, imprint, cookie settings): title, the version date,
 * the sanitized wording, and a note when it is shown in German because the page has no wording in the
 * page's language. The cookie settings page also holds the visitor's consent choices, changeable there.
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const { locale } = useSite();
  const date = new Intl.DateTimeFormat(i18n.language || locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${document.version}T00:00:00Z`),
  );
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <Stack spacing={2} sx={{ py: 4 }}>
        <Typography variant="h1">{t(`legal.titles.${document.page}`)}</Typography>
        <Typography color="text.secondary" data-testid="legal-version">
          {t('legal.version', { date })}
        </Typography>
        {document.locale !== locale && (
          <Alert severity="info" lang={locale}>
            {t('legal.otherLanguage')}
          </Alert>
        )}
        <Box lang={document.locale === 'en-GB' ? 'en' : document.locale}>
          <RichText html={document.html} />
        </Box>
        {document.page === 'cookies' && <ConsentSettings />}
      </Stack>
    </Container>
  );
}
