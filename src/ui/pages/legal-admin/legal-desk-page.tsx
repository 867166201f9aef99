import { Alert, Box, Container, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { deskFieldErrors } from '../../routing/console-desk-route';
import type { StaffLegalPageView } from '../../../application/board/legal-admin/legal-admin-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { LegalVersionForm } from '../../components/legal-admin/legal-version-form';
import type { LegalDeskData } from '../../server/legal-admin.functions';
import { legalFormAnchor } from '../../server/legal-admin/legal-admin-fields';

export interface LegalDeskSearch {
  /** The page and language whose refused version comes back. */
  readonly page?: string;
  readonly language?: string;
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
}

/** Where a version stands in this language: in force, coming (dated later) or replaced. */
function stateOf(page: StaffLegalPageView, version: string): 'current' | 'scheduled' | 'earlier' {
  if (version === page.currentVersion) return 'current';
  return page.currentVersion === null || version > page.currentVersion ? 'scheduled' : 'earlier';
}

/** /admin/content/legal: each legal page of the site per language, its versions newest first, and a form for a new one. */
export function LegalDeskPage({ data, search }: { data: LegalDeskData; search: LegalDeskSearch }) {
  const { t } = useTranslation();
  const fieldErrors = deskFieldErrors(search.fieldErrors);
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t('legalAdmin.title')}
        </Typography>
        <Typography>{t('legalAdmin.intro')}</Typography>
        {search.notice === 'published' && (
          <Alert severity="success" role="status" data-testid="legal-notice">
            {t('legalAdmin.published')}
          </Alert>
        )}
        {search.error && (
          <Alert severity="error" data-testid="legal-error">
            {t(`legalAdmin.errors.${search.error}`, { defaultValue: t('legalAdmin.errors.Default') })}
          </Alert>
        )}
        {data.legal.pages.map((page) => {
          const id = legalFormAnchor(page.page, page.locale);
          const refusedHere = search.page === page.page && search.language === page.locale;
          const typedHere = refusedHere && data.typed.page === page.page && data.typed.language === page.locale;
          // The version in force has no wording in this language: visitors read the German one.
          const fallback = page.currentVersion !== null && !page.versions.some((v) => v.version === page.currentVersion);
          return (
            <Box component="section" key={id} id={id} aria-labelledby={`${id}-title`} data-testid="legal-page">
              <Divider sx={{ mb: 2 }} />
              <Stack spacing={2}>
                <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.4rem' }}>
                  {t(`legalAdmin.pages.${page.page}`)} · {t(`legalAdmin.languages.${page.locale}`, { defaultValue: page.locale })}
                </Typography>
                <Typography>
                  {page.currentVersion ? t('legalAdmin.inForce', { version: page.currentVersion }) : t('legalAdmin.noneInForce')}
                  {fallback ? ` (${t('legalAdmin.states.fallback')})` : ''}
                </Typography>
                {page.versions.length === 0 ? (
                  <Typography>{t('legalAdmin.noVersions')}</Typography>
                ) : (
                  <Table size="small" aria-label={t('legalAdmin.versions')}>
                    <TableHead>
                      <TableRow>
                        {(['version', 'state'] as const).map((c) => (
                          <TableCell key={c} component="th" scope="col">
                            {t(`legalAdmin.columns.${c}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {page.versions.map((v) => (
                        <TableRow key={v.version} data-testid="legal-version-row">
                          <TableCell>{v.version}</TableCell>
                          <TableCell>{t(`legalAdmin.states.${stateOf(page, v.version)}`)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
                <LegalVersionForm
                  key={`${id}-${page.versions[0]?.version ?? ''}`}
                  page={page}
                  today={data.today}
                  typed={typedHere ? data.typed : {}}
                  fieldErrors={refusedHere ? fieldErrors : {}}
                  csrfToken={data.csrfToken}
                />
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Container>
  );
}
