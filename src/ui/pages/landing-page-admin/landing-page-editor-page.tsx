import { Alert, Container, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HydrationMarker } from '../../components/hydration-marker';
import { DeleteLandingPageForm } from '../../components/landing-page-admin/delete-landing-page-form';
import { LandingPageForm } from '../../components/landing-page-admin/landing-page-form';
import { TextLink } from '../../components/router-links';
import type { LandingPageEditorData } from '../../server/landing-page-admin.functions';
import { type DeskFormAnswer, deskFieldErrors } from '../../routing/console-desk-route';

/** /admin/content/pages/new and /admin/content/pages/<id>: one landing page's form, and for a stored one its deletion. */
export function LandingPageEditorPage({ data, search }: { data: LandingPageEditorData; search: DeskFormAnswer }) {
  const { t } = useTranslation();
  const page = data.answer.page;
  const fieldErrors = deskFieldErrors(search.fieldErrors);
  const deleteRefused = search.error === 'CONFIRM_REQUIRED';
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {page ? t('landingPageAdmin.editTitle') : t('landingPageAdmin.newTitle')}
        </Typography>
        <TextLink to="/admin/content/pages">{t('landingPageAdmin.back')}</TextLink>
        {search.notice === 'saved' && (
          <Alert severity="success" role="status" data-testid="landing-page-notice">
            {t('landingPageAdmin.saved')}
          </Alert>
        )}
        {search.error && !deleteRefused && (
          <Alert severity="error" data-testid="landing-page-error">
            {t(`landingPageAdmin.errors.${search.error}`, { defaultValue: t('landingPageAdmin.errors.Default') })}
          </Alert>
        )}
        <LandingPageForm
          key={page ? `${page.id}-${page.updatedAt}` : 'new'}
          page={page}
          site={data.site}
          typed={data.typed}
          fieldErrors={fieldErrors}
          csrfToken={data.csrfToken}
        />
        {page && (
          <>
            <Divider />
            <DeleteLandingPageForm id={page.id} csrfToken={data.csrfToken} refused={deleteRefused} />
          </>
        )}
      </Stack>
    </Container>
  );
}
