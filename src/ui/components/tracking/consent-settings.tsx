import { Alert, Box, Button, Typography } from '@mui/material';
import { useLoaderData, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentBannerData } from '../../server/tracking.functions';
import { firstPartyAnswers, openConsentSettings } from '../../tracking/consent/consent-runtime';
import { ConsentForm } from './consent-form';

/**
 * The cookie settings page's choices: every service the site asks about, each with its current answer,
 * changeable at any time (also without JavaScript). A site with a vendor's consent platform offers its
 * settings too, where the vendor's services are changed.
 */
export function ConsentSettings() {
  const { t } = useTranslation();
  const { consentBanner } = useLoaderData({ from: '__root__' }) as { consentBanner: ConsentBannerData };
  const location = useLocation();
  const [saved, setSaved] = useState(false);
  const vendor = consentBanner.setup.consent.provider !== 'first-party';
  const search = new URLSearchParams(location.searchStr);
  return (
    <Box component="section" aria-labelledby="consent-settings-heading" data-consent-settings>
      <Typography variant="h2" id="consent-settings-heading" sx={{ mb: 1 }}>
        {t('tracking.settings.heading')}
      </Typography>
      {search.get('error') && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('tracking.settings.refused')}
        </Alert>
      )}
      {vendor && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => openConsentSettings()}>
          {t('tracking.settings.vendor')}
        </Button>
      )}
      <ConsentForm
        services={consentBanner.services}
        choices={firstPartyAnswers()?.current() ?? consentBanner.choices}
        csrfToken={consentBanner.csrfToken}
        returnTo={`${location.pathname}?saved=1`}
        detailsOpen
        idPrefix="consent-settings"
        onSaved={() => setSaved(true)}
      />
      {(saved || search.get('saved') === '1') && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('tracking.settings.saved')}
        </Alert>
      )}
    </Box>
  );
}
