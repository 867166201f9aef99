import { Alert, Button, Checkbox, FormControlLabel, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardStaffJob, StaffJobList } from '../../../application/board/staff/staff-jobs-gateway.port';
import { JOB_STATES } from '../../../domain/job/job';
import { ButtonLink, TextLink } from '../../components/router-links';
import { pageCount, StaffListPage } from '../../components/staff/staff-list-page';
import { useSite } from '../../hooks/use-site';
import type { JobsSearch } from '../../routing/console-search';

const NOTICES = ['unpublish', 'delete'];
const ERRORS = [
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'EXTERNAL_JOB',
  'ALREADY_OFFLINE',
  'PUBLISHED',
  'HAS_APPLICATIONS',
  'CONFIRM_REQUIRED',
  'CSRF',
];
const errorKey = (code: string) => `staff.jobs.errors.${ERRORS.includes(code) ? code : 'Default'}`;

/** One POST form of a row: the token, the language, the job and the list's filter travel with it. */
function RowForm({
  action,
  job,
  csrfToken,
  search,
  children,
}: {
  action: 'unpublish' | 'delete';
  job: BoardStaffJob;
  csrfToken: string;
  search: JobsSearch;
  children: ReactNode;
}) {
  const { locale } = useSite();
  return (
    <form method="post" action={`/api/staff-jobs/${action}`}>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="q" value={search.q ?? ''} />
      <input type="hidden" name="state" value={search.state ?? ''} />
      <input type="hidden" name="page" value={search.page ? String(search.page) : ''} />
      {children}
    </form>
  );
}

/**
 * /admin/jobs: every organization's jobs the staff member may see (a plain GET filter form), each with
 * a link to edit it in the job wizard, unpublish, and delete after a confirmation.
 */
export function StaffJobsPage({
  list,
  search,
  csrfToken,
  pageSize,
}: {
  list: StaffJobList;
  search: JobsSearch;
  csrfToken: string;
  pageSize: number;
}) {
  const { t } = useTranslation();
  return (
    <StaffListPage
      title={t('staff.jobs.title')}
      before={
        <>
          {search.notice && NOTICES.includes(search.notice) ? (
            <Alert severity="success" role="status" data-testid="staff-jobs-notice">
              {t(`staff.jobs.notices.${search.notice}`, { id: search.job ?? '' })}
            </Alert>
          ) : null}
          {search.error ? (
            <Alert severity="error" role="alert" data-testid="staff-jobs-error">
              {t(errorKey(search.error), { id: search.job ?? '' })}
            </Alert>
          ) : null}
        </>
      }
      filter={{
        label: t('staff.jobs.filter'),
        submitLabel: t('staff.jobs.apply'),
        fields: (
          <>
            <TextField name="q" label={t('staff.jobs.query')} defaultValue={search.q ?? ''} size="small" sx={{ minWidth: 280 }} />
            <TextField
              select
              name="state"
              label={t('staff.jobs.state')}
              defaultValue={search.state ?? ''}
              size="small"
              sx={{ minWidth: 180 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('staff.jobs.anyState')}</option>
              {JOB_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`staff.jobs.states.${s}`)}
                </option>
              ))}
            </TextField>
          </>
        ),
      }}
      total={t('staff.jobs.total', { count: list.total })}
      totalTestId="jobs-total"
      isEmpty={list.jobs.length === 0}
      empty={t('staff.jobs.none')}
      columns={[t('staff.jobs.job'), t('staff.jobs.organization'), t('staff.jobs.state'), t('staff.jobs.actions')]}
      rows={list.jobs.map((job) => (
        <TableRow key={job.id} data-testid="staff-job-row" sx={{ verticalAlign: 'top' }}>
          <TableCell>
            <Typography>{job.title}</Typography>
            <Typography variant="body2">
              {t('staff.jobs.idAndSites', { id: job.id, sites: job.sites.join(', ') || '–' })}
              {job.applications > 0 ? ` · ${t('staff.jobs.applications', { count: job.applications })}` : ''}
            </Typography>
          </TableCell>
          <TableCell>{job.organizationName}</TableCell>
          <TableCell>
            {t(`staff.jobs.states.${job.state}`, { defaultValue: job.state })}
            {job.external ? (
              <Typography variant="body2" component="div">
                {t('staff.jobs.external')}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell>
            {job.external ? (
              <Typography variant="body2">{t('staff.jobs.externalHelp')}</Typography>
            ) : (
              <Stack spacing={1}>
                <TextLink to="/job/wizard" search={{ id: Number(job.id) }}>
                  {t('staff.jobs.edit', { title: job.title })}
                </TextLink>
                {job.state !== 'archived' ? (
                  <RowForm action="unpublish" job={job} csrfToken={csrfToken} search={search}>
                    <Button type="submit" size="small" variant="outlined" aria-label={t('staff.jobs.unpublishLabel', { title: job.title })}>
                      {t('staff.jobs.unpublish')}
                    </Button>
                  </RowForm>
                ) : null}
                {job.state !== 'published' && job.applications === 0 ? (
                  <RowForm action="delete" job={job} csrfToken={csrfToken} search={search}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <FormControlLabel
                        control={<Checkbox name="confirmed" value="on" size="small" required />}
                        label={t('staff.jobs.confirmDelete')}
                      />
                      <Button
                        type="submit"
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={t('staff.jobs.deleteLabel', { title: job.title })}
                      >
                        {t('staff.jobs.delete')}
                      </Button>
                    </Stack>
                  </RowForm>
                ) : null}
              </Stack>
            )}
          </TableCell>
        </TableRow>
      ))}
      pager={{
        page: search.page ?? 1,
        pages: pageCount(list.total, pageSize),
        label: t('staff.jobs.pages'),
        link: (page, text) => (
          <ButtonLink key={page} to="/admin/jobs" search={{ q: search.q, state: search.state, page }} variant="outlined">
            {text}
          </ButtonLink>
        ),
      }}
    />
  );
}
