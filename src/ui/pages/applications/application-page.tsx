import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetailsView } from '../../../domain/applications/application-views';
import { ApplicationErrors } from '../../components/applications/application-errors';
import { StatusChip } from '../../components/applications/status-chip';
import { HydrationMarker } from '../../components/hydration-marker';
import { ButtonLink, TextLink } from '../../components/router-links';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';

/** Where an application's file is downloaded (src/ui/routes/application-file.$applicationId.$fileId.ts). */
export const applicationFileHref = (applicationId: string, fileId: string): string => `/application-file/${applicationId}/${fileId}`;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * `/application/{id}`: one application. Recruiters of the job's organization see everything, download
 * the files and move the status (plain form posts with the CSRF token); the applicant sees their own
 * application and where it stands.
 */
export function ApplicationPage({
  application: a,
  csrfToken,
  notice,
  error,
}: {
  application: ApplicationDetailsView;
  csrfToken: string;
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const row = (label: string, value: React.ReactNode) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '35%' }}>
        {label}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
    </TableRow>
  );
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {a.manageable ? t('applications.detail.title', { name: `${a.firstName} ${a.lastName}` }) : t('applications.detail.ownTitle')}
          </Typography>
          {notice === 'statusChanged' && <Alert severity="success">{t('applications.detail.statusChanged')}</Alert>}
          {error && <ApplicationErrors errors={[{ field: null, code: error }]} />}
          <Table size="small">
            <TableBody>
              {row(
                t('applications.detail.job'),
                <TextLink to="/job/$slug" params={{ slug: a.job.slug }}>
                  {`${a.job.title} – ${a.job.organizationName}`}
                </TextLink>,
              )}
              {row(
                t('applications.detail.statusLabel'),
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <StatusChip status={a.status} />
                  <Typography variant="body2" color="text.secondary">
                    {t('applications.detail.statusSince', { date: formatDate(a.statusChangedAt, locale) ?? '' })}
                  </Typography>
                </Stack>,
              )}
              {row(t('applications.list.received'), formatDate(a.createdAt, locale))}
              {row(t('applications.fields.email'), a.email)}
              {a.phone && row(t('applications.fields.phone'), a.phone)}
            </TableBody>
          </Table>
          {a.nextStatuses.length > 0 && (
            <Box component="section" aria-labelledby="change-status">
              <Typography id="change-status" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {t('applications.detail.changeStatus')}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {a.nextStatuses.map((status) => (
                  <form key={status} method="post" action="/api/applications/status" data-form={`status-${status}`}>
                    <input type="hidden" name="csrfToken" value={csrfToken} />
                    <input type="hidden" name="applicationId" value={a.id} />
                    <input type="hidden" name="status" value={status} />
                    <input type="hidden" name="locale" value={locale} />
                    <Button
                      type="submit"
                      variant={status === 'rejected' ? 'outlined' : 'contained'}
                      color={status === 'rejected' ? 'error' : 'primary'}
                    >
                      {t(`applications.moveTo.${status}`)}
                    </Button>
                  </form>
                ))}
              </Stack>
            </Box>
          )}
          <Divider />
          <Box component="section" aria-labelledby="application-files">
            <Typography id="application-files" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('applications.detail.files')}
            </Typography>
            {a.files.length === 0 ? (
              <Typography color="text.secondary">{t('applications.detail.noFiles')}</Typography>
            ) : (
              <List dense>
                {a.files.map((f) => (
                  <ListItem key={f.id} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Download />
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <a
                          href={applicationFileHref(a.id, f.id)}
                          download={f.name}
                          aria-label={t('applications.detail.download', { name: f.name })}
                          data-file-id={f.id}
                        >
                          {f.name}
                        </a>
                      }
                      secondary={`${f.contentType}, ${sizeText(f.size)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
          <Box component="section" aria-labelledby="application-letter">
            <Typography id="application-letter" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {t('applications.detail.coverLetter')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} color={a.coverLetter ? 'text.primary' : 'text.secondary'}>
              {a.coverLetter ?? t('applications.detail.noCoverLetter')}
            </Typography>
          </Box>
          {a.answers.length > 0 && (
            <Box component="section" aria-labelledby="application-answers">
              <Typography id="application-answers" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {t('applications.detail.answers')}
              </Typography>
              <Table size="small">
                <TableBody>
                  {a.answers.map((x) =>
                    row(x.label, x.value === 'yes' ? t('applications.form.yes') : x.value === 'no' ? t('applications.form.no') : x.value),
                  )}
                </TableBody>
              </Table>
            </Box>
          )}
          {a.manageable && (
            <ButtonLink to="/job-manager/$jobId/applications" params={{ jobId: a.job.id }}>
              {t('applications.detail.allApplications')}
            </ButtonLink>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
