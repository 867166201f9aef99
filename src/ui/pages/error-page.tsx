import { Button, Container, Stack, Typography } from '@mui/material';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/router-links';

/** A friendly message inside the shell; details go to the server log, never to the visitor. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Container maxWidth="md">
      <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }} role="alert">
        <Typography variant="h1">{t('error.title')}</Typography>
        <Typography>{t('error.text')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('error.retry')}
          </Button>
          <ButtonLink to="/" variant="outlined">
            {t('error.home')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
