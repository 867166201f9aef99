import { Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSite } from '../hooks/use-site';
import { LanguageSwitcher } from './language-switcher';
import { TextLink } from './router-links';
import { CookieSettingsLink } from './tracking/cookie-settings-link';

/** Site name, the legal pages (privacy under the site's own name for it, site.privacyPath), contact, language switcher. */
export function SiteFooter() {
  const { site } = useSite();
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {site.name}
          </Typography>
          <Stack component="nav" aria-label={t('legal.footerLabel')} direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <TextLink to={site.privacyPath} variant="body2">
              {t('footer.privacy')}
            </TextLink>
            <TextLink to="/terms" variant="body2">
              {t('legal.titles.terms')}
            </TextLink>
            <TextLink to="/imprint" variant="body2">
              {t('legal.titles.imprint')}
            </TextLink>
            <CookieSettingsLink />
            <TextLink to="/contact" variant="body2">
              {t('contact.nav')}
            </TextLink>
            {site.features.newsletter && (
              <TextLink to="/newsletter" variant="body2">
                {t('newsletter.footerLink')}
              </TextLink>
            )}
          </Stack>
          <LanguageSwitcher />
        </Stack>
      </Container>
    </Box>
  );
}
