import ArrowForward from '@mui/icons-material/ArrowForward';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LandingPageView } from '../../application/board/content/landing-page-gateway.port';
import { publicPath } from '../../domain/routing/canonical';
import { HydrationMarker } from '../components/hydration-marker';
import { RichText } from '../components/rich-text';
import { useSite } from '../hooks/use-site';

/**
 * A landing page: title, intro and the call to action into its preset job search. The search link is a
 * plain document link (the search page reads its query on load), localized like every other path.
 */
export function LandingPage({ landing }: { landing: LandingPageView }) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {landing.title}
          </Typography>
          <RichText html={landing.introHtml} />
          <Stack direction="row">
            <Button href={publicPath(site, locale, landing.searchHref)} variant="contained" size="large" endIcon={<ArrowForward />}>
              {t('landing.cta')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
