import { Box, Container, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobApplicationsPage as Data } from '../../../application/board/applications/show-job-applications.use-case';
import { APPLICATION_STATUSES } from '../../../domain/applications/application';
import { StatusChip } from '../../components/applications/status-chip';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';

/** `/job-manager/{jobId}/applications`: the recruiter's list of a job's applications with their status. */
export function JobApplicationsPage({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {t('applications.list.title', { title: data.job.title })}
            </Typography>
            <Typography color="text.secondary">{data.job.organizationName}</Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="application-count">
              {t('applications.list.summary', { count: data.items.length })}
            </Typography>
            {APPLICATION_STATUSES.filter((s) => data.counts[s] > 0).map((s) => (
              <Typography key={s} variant="body2" color="text.secondary">
                {t('app.labelledValue', { label: t(`applications.status.${s}`), value: data.counts[s] })}
              </Typography>
            ))}
            <ButtonLink to="/job/$slug" params={{ slug: data.job.slug }} size="small">
              {t('applications.list.toJob')}
            </ButtonLink>
          </Stack>
          {data.items.length === 0 ? (
            <Typography>{t('applications.list.empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="applications-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('applications.list.name')}</TableCell>
                    <TableCell>{t('applications.list.email')}</TableCell>
                    <TableCell>{t('applications.list.received')}</TableCell>
                    <TableCell>{t('applications.list.status')}</TableCell>
                    <TableCell align="right">{t('applications.list.files')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((a) => (
                    <TableRow key={a.id} data-application-id={a.id}>
                      <TableCell>
                        <TextLink to="/application/$applicationId" params={{ applicationId: a.id }}>
                          {`${a.firstName} ${a.lastName}`}
                        </TextLink>
                      </TableCell>
                      <TableCell>{a.email}</TableCell>
                      <TableCell>{formatDate(a.createdAt, locale)}</TableCell>
                      <TableCell>
                        <StatusChip status={a.status} />
                      </TableCell>
                      <TableCell align="right">{a.fileCount}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
