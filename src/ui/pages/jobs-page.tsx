import { Container, Pagination, PaginationItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobListPage } from '../../application/board/jobs/browse-jobs.use-case';
import { JobList } from '../components/job-list';
import { PaginationLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';
import { HydrationMarker } from '../components/hydration-marker';

/** /jobs: one page of jobs; the pagination is made of real links, so paging works without JavaScript. */
export function JobsPage({ result }: { result: JobListPage }) {
  const { locale } = useSite();
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h1">{t('jobs.title')}</Typography>
        <Typography color="text.secondary">{t('jobs.total', { count: result.total })}</Typography>
      </Stack>
      {result.jobs.length > 0 ? <JobList jobs={result.jobs} locale={locale} headingLevel="h2" /> : <Typography>{t('jobs.empty')}</Typography>}
      {result.pageCount > 1 && (
        <Stack component="nav" aria-label={t('jobs.pagination')} sx={{ mt: 4, alignItems: 'center' }}>
          <Pagination
            page={result.page}
            count={result.pageCount}
            color="primary"
            siblingCount={1}
            getItemAriaLabel={(type, page) => (type === 'previous' ? t('jobs.previous') : type === 'next' ? t('jobs.next') : t('jobs.page', { page }))}
            renderItem={(item) =>
              item.page === null || item.disabled || item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
                // Ellipses and disabled arrows are not links.
                <PaginationItem {...item} />
              ) : (
                <PaginationLink {...item} to="/jobs" search={item.page > 1 ? { page: item.page } : {}} aria-current={item.selected ? 'page' : undefined} />
              )
            }
          />
        </Stack>
      )}
    </Container>
  );
}

