import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../form-error-alert';
import { HydrationMarker } from '../hydration-marker';
import { authErrorKey, noticeKey } from './auth-messages';

/** The frame of an account page: title, the `?notice` / `?error` of a redirect, and the content. */
export function AccountPage({
  title,
  intro,
  error,
  notice,
  children,
  width = 'xs',
}: {
  title: string;
  intro?: ReactNode;
  error?: string | undefined;
  notice?: string | undefined;
  children: ReactNode;
  width?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const noticeText = noticeKey(notice);
  return (
    <Container maxWidth={width}>
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {noticeText && <Alert severity="success">{t(noticeText)}</Alert>}
          {/* `error`: what the page names besides the address (the error page's default). */}
          <FormErrorAlert messageOf={(code) => t(authErrorKey(code))} messages={error ? [t(authErrorKey(error))] : []} />
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
