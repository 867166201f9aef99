import { Box, Container, Paper, Typography } from '@mui/material';
import { useLoaderData, useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentBannerData } from '../../server/tracking.functions';
import { setServerSideSwitches } from '../../tracking/server-side-forward';
import { closeBanner, firstPartyAnswers, startConsent, useBannerOpen } from '../../tracking/consent/consent-runtime';
import { useSite } from '../../hooks/use-site';
import { TextLink } from '../router-links';
import { ConsentForm } from './consent-form';

/**
 * The board's own consent banner, at the top of every page while a tracker waits for an answer (and
 * when the footer's cookie settings link reopens it). Rendered by the server in the page's flow, above
 * the header: nothing moves when the page loads, and nothing of the page is ever covered. It also
 * starts consent in the browser (the site's vendor, the trackers).
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { consentBanner } = useLoaderData({ from: '__root__' }) as { consentBanner: ConsentBannerData };
  const location = useLocation();
  const reopened = useBannerOpen();
  const [answered, setAnswered] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setServerSideSwitches(consentBanner.serverSide);
    startConsent(consentBanner.setup);
  }, [consentBanner.setup, consentBanner.serverSide]);
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  const open = reopened || (consentBanner.opensByItself && !answered);
  if (!open) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby="consent-banner-title"
      square
      elevation={0}
      sx={{ borderBottom: 2, borderColor: 'primary.main', py: 2 }}
      data-consent-banner
    >
      <Container maxWidth="lg">
        <Typography id="consent-banner-title" component="h2" variant="h6" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('tracking.banner.title')}
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('tracking.banner.text')} <TextLink to={site.privacyPath}>{t('tracking.banner.privacy')}</TextLink>
        </Typography>
        <Box>
          <ConsentForm
            services={consentBanner.services}
            choices={firstPartyAnswers()?.current() ?? consentBanner.choices}
            csrfToken={consentBanner.csrfToken}
            returnTo={location.href}
            detailsOpen={false}
            idPrefix="consent-banner"
            onSaved={() => {
              setAnswered(true);
              closeBanner();
            }}
          />
        </Box>
      </Container>
    </Paper>
  );
}
