import { Alert, Container, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardImporterList } from '../../../application/board/job-import/job-import-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import { formatWhen, ImportRunSummary } from './import-run-summary';

/** Where the pages of one area live (staff under /admin, an organization beside its job manager). */
export type ImporterArea = 'admin' | 'organization';

/** The importers with their last run; staff (and owners where the site allows) set up new ones here. */
export function ImportersPage({ list, area, notice }: { list: BoardImporterList; area: ImporterArea; notice?: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={2.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {t(area === 'admin' ? 'jobImport.list.title' : 'jobImport.list.organizationTitle')}
        </Typography>
        <Typography>{t('jobImport.list.intro')}</Typography>
        {notice === 'deleted' && (
          <Alert severity="success" role="status">
            {t('jobImport.notice.deleted')}
          </Alert>
        )}
        {list.mayCreate && (
          <div>
            {area === 'admin' ? (
              <ButtonLink to="/admin/importers/new" variant="contained">
                {t('jobImport.list.new')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/job-manager/imports/new" variant="contained">
                {t('jobImport.list.new')}
              </ButtonLink>
            )}
          </div>
        )}
        {list.importers.length === 0 ? (
          <Alert severity="info">{t('jobImport.list.none')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('jobImport.fields.name')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('jobImport.fields.organization')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('jobImport.list.lastRun')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('jobImport.list.nextRun')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.importers.map((importer) => (
                <TableRow key={importer.id} data-testid="importer-row">
                  <TableCell>
                    {area === 'admin' ? (
                      <TextLink to="/admin/importers/$importerId" params={{ importerId: importer.id }}>
                        {importer.name}
                      </TextLink>
                    ) : (
                      <TextLink to="/job-manager/imports/$importerId" params={{ importerId: importer.id }}>
                        {importer.name}
                      </TextLink>
                    )}
                    {!importer.enabled && ` · ${t('jobImport.list.disabled')}`}
                  </TableCell>
                  <TableCell>{importer.organizationName}</TableCell>
                  <TableCell>
                    {importer.lastRun ? (
                      <>
                        {formatWhen(importer.lastRun.finishedAt, locale)}
                        <ImportRunSummary run={importer.lastRun} />
                      </>
                    ) : (
                      t('jobImport.list.neverRun')
                    )}
                  </TableCell>
                  <TableCell>{importer.running ? t('jobImport.list.running') : formatWhen(importer.nextRunAt, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
