import { Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/router-links';
import { HydrationMarker } from '../components/hydration-marker';

/** Localized 404 inside the app shell; the router answers with HTTP status 404. */
export function NotFoundPage({ titleKey = 'notFound.title', textKey = 'notFound.text' }: { titleKey?: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
        <Typography variant="h1">{t(titleKey)}</Typography>
        <Typography>{t(textKey)}</Typography>
        <Stack direction="row" spacing={2}>
          <ButtonLink to="/" variant="contained">
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink to="/jobs" variant="outlined">
            {t('nav.jobs')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
