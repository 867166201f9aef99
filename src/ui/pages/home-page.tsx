import { Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomePage as HomePageData } from '../../application/board/jobs/show-home-page.use-case';
import { ButtonLink } from '../components/router-links';
import { JobList } from '../components/job-list';
import { HomeSearchForm } from '../components/search/home-search-form';
import { useSite } from '../hooks/use-site';
import { HydrationMarker } from '../components/hydration-marker';
import { FeaturedOrganizations } from '../components/organization-directory/featured-organizations';

/** Hero with the site name, the search box (a GET form to /jobs: keywords and a place from the place suggestions) and the job count, then top and newest jobs. */
export function HomePage({ home }: { home: HomePageData }) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <Box
        component="section"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 }, mb: 4 }}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h1">{site.name}</Typography>
          <Typography variant="h2" component="p" sx={{ fontWeight: 400, fontSize: { xs: '1.15rem', md: '1.4rem' } }}>
            {t('home.tagline')}
          </Typography>
          <HomeSearchForm />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>{t('home.totalJobs', { count: home.totalJobs })}</Typography>
            <ButtonLink to="/jobs" variant="contained" color="secondary">
              {t('home.browseAll')}
            </ButtonLink>
          </Stack>
        </Stack>
      </Box>
      {home.topJobs.length > 0 && (
        <Box component="section" aria-labelledby="top-jobs" sx={{ mb: 5 }}>
          <Typography variant="h2" id="top-jobs" sx={{ mb: 2 }}>
            {t('home.topJobs')}
          </Typography>
          <JobList jobs={home.topJobs} locale={locale} />
        </Box>
      )}
      <FeaturedOrganizations />
      <Box component="section" aria-labelledby="newest-jobs">
        <Typography variant="h2" id="newest-jobs" sx={{ mb: 2 }}>
          {t('home.newestJobs')}
        </Typography>
        {home.newestJobs.length > 0 ? <JobList jobs={home.newestJobs} locale={locale} /> : <Typography>{t('home.noJobs')}</Typography>}
      </Box>
    </Container>
  );
}
