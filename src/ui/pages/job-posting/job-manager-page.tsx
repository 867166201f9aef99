import {
  Alert,
  Box,
  Button,
  Container,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ManagedJobsView } from '../../../application/board/job-posting/job-posting-gateway.port';
import { FormErrorAlert } from '../../components/form-error-alert';
import { HydrationMarker } from '../../components/hydration-marker';
import { isJobPostingCode, jobPostingProblem } from '../../components/job-wizard/job-posting-problem';
import { JobStateChip } from '../../components/job-wizard/job-state-chip';
import { WorkflowForm } from '../../components/job-wizard/workflow-form';
import { ButtonLink, TextLink } from '../../components/router-links';
import { formatDate } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import { type JobManagerSearch, MANAGER_STATES } from '../../routing/job-posting-search';
import { usePublicHref } from './use-public-href';

interface Props {
  readonly view: ManagedJobsView;
  readonly search: JobManagerSearch;
  readonly staff: boolean;
  readonly csrfToken: string;
  readonly notice?: string | undefined;
}

/**
 * /job-manager: the organization's jobs with state, views, applications and dates; search by title,
 * filter by state, ten per page; edit, preview, duplicate, archive, republish. Staff also get the review
 * queue with approve and reject-with-reason. The search is a GET form, every action a POST form, so the
 * page works without JavaScript.
 */
export function JobManagerPage({ view, search, staff, csrfToken, notice }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const here = usePublicHref();
  const review = search.review === true;
  const pages = Math.max(1, Math.ceil(view.total / Math.max(1, view.pageSize)));
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
              {t('jobManager.title')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {/* Jobs kept in step with the organization's applicant tracking system, and their import log. */}
              <TextLink to="/job-manager/imports">{t('jobImport.list.organizationTitle')}</TextLink>
              {staff && (
                <ButtonLink to="/statistics" variant="outlined">
                  {t('statistics.siteLink')}
                </ButtonLink>
              )}
              <ButtonLink to="/job/wizard" variant="contained">
                {t('jobManager.newJob')}
              </ButtonLink>
            </Stack>
          </Stack>
          {staff && (
            <Tabs value={review ? 1 : 0} aria-label={t('jobManager.tabs')}>
              <Tab label={t('jobManager.allJobs')} component="a" href="?" />
              <Tab label={t('jobManager.reviewQueue')} component="a" href="?review=true" data-testid="review-queue-tab" />
            </Tabs>
          )}
          {notice && <Alert severity="success">{t(`jobManager.notices.${notice}`, { defaultValue: '' })}</Alert>}
          <FormErrorAlert testId="manager-error" include={isJobPostingCode} messageOf={jobPostingProblem(t)} />
          {!review && (
            <Box component="form" method="get" role="search" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <TextField
                name="search"
                size="small"
                label={t('jobManager.search')}
                defaultValue={search.search ?? ''}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                name="state"
                size="small"
                select
                label={t('jobManager.state')}
                defaultValue={search.state ?? ''}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 180 }}
              >
                <option value="">{t('jobManager.allStates')}</option>
                {MANAGER_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`jobManager.states.${s}`)}
                  </option>
                ))}
              </TextField>
              <Button type="submit" variant="outlined">
                {t('jobManager.filter')}
              </Button>
            </Box>
          )}
          <Typography color="text.secondary" data-testid="manager-total">
            {t('jobManager.total', { count: view.total })}
          </Typography>
          {view.items.length === 0 ? (
            <Typography>{t(review ? 'jobManager.emptyQueue' : 'jobManager.empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('jobManager.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('jobManager.columns.title')}</TableCell>
                    <TableCell>{t('jobManager.columns.state')}</TableCell>
                    <TableCell align="right">{t('jobManager.columns.views')}</TableCell>
                    <TableCell align="right">{t('jobManager.columns.applications')}</TableCell>
                    <TableCell>{t('jobManager.columns.published')}</TableCell>
                    <TableCell>{t('jobManager.columns.expires')}</TableCell>
                    <TableCell>{t('jobManager.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {view.items.map(({ job, views, applications }) => {
                    const p = job.posting;
                    const can = (a: string) => job.actions.includes(a);
                    return (
                      <TableRow key={p.id} data-job-id={p.id}>
                        <TableCell>
                          <TextLink to="/job/wizard/preview" search={{ id: Number(p.id) }}>
                            {p.title}
                          </TextLink>
                          <Typography variant="body2" color="text.secondary">
                            {p.organizationName}
                            {p.external ? ` · ${t('jobManager.external')}` : ''}
                          </Typography>
                          {p.rejectionReason && job.workflowState === 'draft' && (
                            <Typography variant="body2" color="error" data-testid="rejection-reason">
                              {t('jobManager.rejected', { reason: p.rejectionReason })}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell>
                          <JobStateChip state={job.workflowState} />
                        </TableCell>
                        <TableCell align="right" data-testid="job-views">
                          {views}
                        </TableCell>
                        <TableCell align="right">{applications}</TableCell>
                        <TableCell>{formatDate(p.publishedAt ?? p.publishAt, locale) ?? '–'}</TableCell>
                        <TableCell>{formatDate(p.expiresAt, locale) ?? '–'}</TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                            <ButtonLink
                              to="/statistics"
                              search={{ job: p.id }}
                              size="small"
                              variant="outlined"
                              data-testid="job-statistics-link"
                            >
                              {t('statistics.jobManagerLink')}
                            </ButtonLink>
                            {can('edit') && (
                              <ButtonLink to="/job/wizard" search={{ id: Number(p.id) }} size="small" variant="outlined">
                                {t('jobWizard.actions.edit')}
                              </ButtonLink>
                            )}
                            {job.workflowState === 'published' && (
                              <ButtonLink
                                to="/my-products"
                                search={{ job: Number(p.id) }}
                                size="small"
                                variant="outlined"
                                data-testid="upgrade-job"
                              >
                                {t('commerce.upgrade.buyFor')}
                              </ButtonLink>
                            )}
                            {!p.external && (
                              <WorkflowForm
                                jobId={p.id}
                                action="DUPLICATE"
                                csrfToken={csrfToken}
                                returnTo={here}
                                label={t('jobManager.actions.duplicate')}
                              />
                            )}
                            {can('archive') && (
                              <WorkflowForm
                                jobId={p.id}
                                action="ARCHIVE"
                                csrfToken={csrfToken}
                                returnTo={here}
                                label={t('jobManager.actions.archive')}
                              />
                            )}
                            {can('republish') && (
                              <WorkflowForm
                                jobId={p.id}
                                action="REPUBLISH"
                                csrfToken={csrfToken}
                                returnTo={here}
                                label={t('jobManager.actions.republish')}
                              />
                            )}
                            {can('approve') && (
                              <WorkflowForm
                                jobId={p.id}
                                action="APPROVE"
                                csrfToken={csrfToken}
                                returnTo={here}
                                label={t('jobManager.actions.approve')}
                                color="success"
                                variant="contained"
                              />
                            )}
                            {can('reject') && (
                              <WorkflowForm
                                jobId={p.id}
                                action="REJECT"
                                csrfToken={csrfToken}
                                returnTo={here}
                                label={t('jobManager.actions.reject')}
                                color="error"
                              >
                                <TextField
                                  name="reason"
                                  size="small"
                                  required
                                  label={t('jobManager.reason')}
                                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                                />
                              </WorkflowForm>
                            )}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
          {pages > 1 && (
            <Stack direction="row" spacing={2} component="nav" aria-label={t('jobManager.pagination')} sx={{ alignItems: 'center' }}>
              {view.page > 1 && (
                <ButtonLink to="/job-manager" search={{ ...search, page: view.page - 1 }} rel="prev">
                  {t('jobManager.previous')}
                </ButtonLink>
              )}
              <Typography>{t('jobManager.pageOf', { page: view.page, pages })}</Typography>
              {view.page < pages && (
                <ButtonLink to="/job-manager" search={{ ...search, page: view.page + 1 }} rel="next">
                  {t('jobManager.next')}
                </ButtonLink>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
