import { Alert, Container, Snackbar } from '@mui/material';
import { useLoaderData } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsNotice as TermsNoticeData } from '../../application/board/consent/check-latest-terms.use-case';

// Loaded on demand: only a signed-in user with changed terms to accept ever sees the dialog.
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/**
 * "Terms dialog", mounted in the app shell: asks a signed-in user to accept changed terms when
 * the platform says the latest ones are in force and not accepted. When either consent query
 * failed, a danger alert says so instead. Guests never see either (the root loader answers `none`).
 */
export function TermsNotice() {
  const { termsNotice } = useLoaderData({ from: '__root__' }) as { termsNotice: TermsNoticeData };
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  if (termsNotice.kind === 'error') {
    return (
      <Container maxWidth="lg" sx={{ pt: 2 }}>
        <Alert severity="error" role="alert">
          {t('consent.loadError')}
        </Alert>
      </Container>
    );
  }
  return (
    <>
      {termsNotice.kind === 'ask' && (
        <Suspense fallback={null}>
          <TermsDialog infoId={termsNotice.infoId} text={termsNotice.text} onSaved={() => setSaved(true)} />
        </Suspense>
      )}
      {/* Only where terms were asked for: a closed MUI Snackbar still renders on every guest's page. */}
      {(termsNotice.kind === 'ask' || saved) && (
        <Snackbar
          open={saved}
          autoHideDuration={8000}
          onClose={() => setSaved(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
            {t('consent.saved')}
          </Alert>
        </Snackbar>
      )}
    </>
  );
}
