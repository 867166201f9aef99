import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../domain/content/legal-document';
import { GEO_SUGGEST_CONSENT_KEY } from '../components/place-field';
import { HydrationMarker } from '../components/hydration-marker';
import { RichText } from '../components/rich-text';
import { useSite } from '../hooks/use-site';

/**
 * A legal page from the site's files (privacy, terms, imprint, cookie settings): title, the version date,
 * the sanitized wording, and a note when it is shown in German because the page has no wording in the
 * page's language. The cookie settings page also lets the visitor withdraw the one consent kept in the
 * browser (place suggestions), on sites that ask for it.
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const { site, locale } = useSite();
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
        {document.page === 'cookies' && site.features.geoSuggestConsent && <GeoConsentSetting />}
      </Stack>
    </Container>
  );
}

/** The place-suggestion consent of this browser (place-field.tsx keeps it in localStorage): shown, and withdrawable. */
function GeoConsentSetting() {
  const { t } = useTranslation();
  const [state, setState] = useState<'unknown' | 'granted' | 'not-granted' | 'withdrawn'>('unknown');
  useEffect(() => {
    try {
      setState(window.localStorage.getItem(GEO_SUGGEST_CONSENT_KEY) === 'granted' ? 'granted' : 'not-granted');
    } catch {
      setState('not-granted');
    }
  }, []);
  // Without JavaScript there is nothing in the browser's storage to show or change.
  if (state === 'unknown') return null;
  const withdraw = () => {
    try {
      window.localStorage.removeItem(GEO_SUGGEST_CONSENT_KEY);
    } catch {
      // storage blocked: nothing was kept
    }
    setState('withdrawn');
  };
  return (
    <Box component="section" aria-labelledby="geo-consent-heading">
      <Typography variant="h2" id="geo-consent-heading" sx={{ mb: 1 }}>
        {t('legal.geoConsent.heading')}
      </Typography>
      {state === 'granted' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('legal.geoConsent.granted')}</Typography>
          <Button variant="outlined" onClick={withdraw}>
            {t('legal.geoConsent.withdraw')}
          </Button>
        </Stack>
      )}
      {state === 'not-granted' && <Typography>{t('legal.geoConsent.notGranted')}</Typography>}
      {state === 'withdrawn' && (
        <Alert severity="success" role="status">
          {t('legal.geoConsent.withdrawn')}
        </Alert>
      )}
    </Box>
  );
}
