import { Alert, Box, Button, Container, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StatisticsAnswer } from '../../../application/board/statistics/statistics-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { StatisticsChart } from '../../components/statistics/statistics-chart';
import { StatisticsTable } from '../../components/statistics/statistics-table';
import { TextLink } from '../../components/router-links';
import { useSite } from '../../hooks/use-site';
import { type StatisticsSearch, statisticsExportHref } from '../../routing/statistics-search';

interface Props {
  readonly answer: StatisticsAnswer;
  readonly search: StatisticsSearch;
}

/**
 * A statistics page: the range form (a GET form, so it works without JavaScript), the chart, the same
 * figures as a table, and the CSV download of what is shown. Counted without cookies: the page says so.
 */
export function StatisticsPage({ answer, search }: Props) {
  const { t } = useTranslation();
  const { site } = useSite();
  const page = answer.ok ? answer.page : null;
  const heading = page?.title ?? site.name;
  const scope = { job: search.job, organization: search.job ? undefined : search.organization };
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('statistics.title', { title: heading })}
          </Typography>
          <Typography color="text.secondary">{t('statistics.about')}</Typography>
          {page?.scope.kind === 'job' && page.organizationId && (
            <TextLink to="/statistics" search={{ organization: page.organizationId }}>
              {t('statistics.organizationLink')}
            </TextLink>
          )}
          <Box component="form" method="get" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {scope.job && <input type="hidden" name="job" value={scope.job} />}
            {scope.organization && <input type="hidden" name="organization" value={scope.organization} />}
            <TextField
              name="from"
              type="date"
              size="small"
              label={t('statistics.from')}
              defaultValue={page?.from ?? search.from ?? ''}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              name="to"
              type="date"
              size="small"
              label={t('statistics.to')}
              defaultValue={page?.to ?? search.to ?? ''}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button type="submit" variant="outlined">
              {t('statistics.show')}
            </Button>
          </Box>
          {!answer.ok && (
            <Alert severity="error" data-testid="statistics-error">
              {t('statistics.invalidRange')}
            </Alert>
          )}
          {page && (
            <>
              <StatisticsChart days={page.days} />
              <StatisticsTable days={page.days} totals={page.totals} />
              <Box>
                <Link href={statisticsExportHref(scope, page.from, page.to)} download data-testid="statistics-csv">
                  {t('statistics.csv')}
                </Link>
              </Box>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
