import { Alert, Box, Button, Container, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardImporter, BoardImportRun } from '../../../application/board/job-import/job-import-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import { formatWhen, ImportRunSummary } from './import-run-summary';
import type { ImporterArea } from './importers-page';

function Refusals({ run }: { run: BoardImportRun }) {
  const { t } = useTranslation();
  if (run.refusals.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {run.refusals.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one job may be refused for several reasons; the list never reorders.
        <li key={`${r.reference}-${i}`} data-testid="import-refusal">
          {t('jobImport.log.refusal', {
            reference: r.reference,
            reason: t(`jobImport.reasons.${r.code}`, { defaultValue: r.code }),
            field: r.field ?? '–',
          })}
        </li>
      ))}
    </Box>
  );
}

/** One importer: its settings, "run now", delete, and the log of its runs with every refused job. */
export function ImporterPage({
  importer,
  runs,
  mayManage,
  csrfToken,
  area,
  notice,
  error,
}: {
  importer: BoardImporter;
  runs: readonly BoardImportRun[];
  mayManage: boolean;
  csrfToken: string;
  area: ImporterArea;
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="id" value={importer.id} />
    </>
  );
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={2.5}>
        {area === 'admin' ? (
          <TextLink to="/admin/importers">{t('jobImport.detail.back')}</TextLink>
        ) : (
          <TextLink to="/job-manager/imports">{t('jobImport.detail.back')}</TextLink>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {importer.name}
        </Typography>
        {notice && (
          <Alert severity="success" role="status">
            {t(`jobImport.notice.${notice === 'saved' ? 'saved' : 'runRequested'}`)}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {t(`jobImport.errors.${error}`, { defaultValue: t('jobImport.errors.Default') })}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <dt>{t('jobImport.fields.organization')}</dt>
          <dd style={{ margin: 0 }}>{importer.organizationName}</dd>
          <dt>{t('jobImport.fields.sourceUrl')}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-all' }}>{importer.sourceUrl}</dd>
          <dt>{t('jobImport.fields.format')}</dt>
          <dd style={{ margin: 0 }}>{t(`jobImport.formats.${importer.format}`)}</dd>
          <dt>{t('jobImport.fields.intervalHours')}</dt>
          <dd style={{ margin: 0 }}>{t('jobImport.detail.every', { count: importer.intervalHours })}</dd>
          <dt>{t('jobImport.fields.followReview')}</dt>
          <dd style={{ margin: 0 }}>{t(importer.followReview ? 'jobImport.detail.yes' : 'jobImport.detail.no')}</dd>
          <dt>{t('jobImport.fields.enabled')}</dt>
          <dd style={{ margin: 0 }}>{t(importer.enabled ? 'jobImport.detail.yes' : 'jobImport.detail.no')}</dd>
          <dt>{t('jobImport.list.nextRun')}</dt>
          <dd style={{ margin: 0 }}>{importer.running ? t('jobImport.list.running') : formatWhen(importer.nextRunAt, locale)}</dd>
        </Box>
        {importer.failedRuns > 0 && <Alert severity="warning">{t('jobImport.detail.failing', { count: importer.failedRuns })}</Alert>}
        {mayManage && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <form method="post" action="/api/job-import/run" data-form="importer-run">
              {hidden}
              <Button type="submit" variant="contained">
                {t('jobImport.detail.runNow')}
              </Button>
            </form>
            {area === 'admin' ? (
              <ButtonLink to="/admin/importers/$importerId/edit" params={{ importerId: importer.id }} variant="outlined">
                {t('jobImport.detail.edit')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/job-manager/imports/$importerId/edit" params={{ importerId: importer.id }} variant="outlined">
                {t('jobImport.detail.edit')}
              </ButtonLink>
            )}
            <form method="post" action="/api/job-import/delete" data-form="importer-delete">
              {hidden}
              <Button type="submit" color="error" variant="outlined">
                {t('jobImport.detail.delete')}
              </Button>
            </form>
          </Stack>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
          {t('jobImport.log.title')}
        </Typography>
        {runs.length === 0 ? (
          <Alert severity="info">{t('jobImport.list.neverRun')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('jobImport.log.when')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('jobImport.log.outcome')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('jobImport.log.refused')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id} data-testid="import-run">
                  <TableCell>{formatWhen(run.finishedAt, locale)}</TableCell>
                  <TableCell>
                    <ImportRunSummary run={run} />
                  </TableCell>
                  <TableCell>
                    <Refusals run={run} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
