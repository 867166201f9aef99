import { Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomeBlocks } from '../../application/board/jobs/show-home-blocks.use-case';
import type { HomePage as HomePageData } from '../../application/board/jobs/show-home-page.use-case';
import type { Job } from '../../domain/job/job';
import type { DirectoryEntry } from '../../domain/organization/organization-directory';
import { BlogPostCard } from '../components/blog-post-card';
import { ButtonLink, TextLink } from '../components/router-links';
import { JobList } from '../components/job-list';
import { HomeSearchForm } from '../components/search/home-search-form';
import { useSite } from '../hooks/use-site';
import { HydrationMarker } from '../components/hydration-marker';
import { ContactSentNotice } from '../components/contact/contact-sent-notice';
import { FeaturedOrganizations } from '../components/organization-directory/featured-organizations';
import { HomeNewsletterBlock } from '../components/newsletter/home-newsletter-block';
import type { NewsletterSignUpForm } from '../../application/board/newsletter/newsletter-gateway.port';

/**
 * Hero with the site name, the search box (a GET form to /jobs: keywords and a place from the place
 * suggestions) and the job count; then the top, featured and video jobs (each hidden when empty), the
 * newest jobs, the latest blog posts (sites with a blog) and the newsletter sign-up (sites with the newsletter).
 */
export function HomePage({
  home,
  blocks,
  newsletter = null,
  featuredOrganizations = [],
  notice,
}: {
  home: HomePageData;
  blocks: HomeBlocks;
  newsletter?: { form: NewsletterSignUpForm; csrfToken: string } | null;
  featuredOrganizations?: readonly DirectoryEntry[];
  notice?: string | undefined;
}) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg">
      <HydrationMarker />
      <ContactSentNotice notice={notice} />
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
      <JobBlock id="top-jobs" title={t('home.topJobs')} jobs={blocks.top} />
      <JobBlock id="featured-jobs" title={t('homeBlocks.featuredJobs')} jobs={blocks.featured} />
      <JobBlock id="video-jobs" title={t('homeBlocks.videoJobs')} jobs={blocks.video} />
      <FeaturedOrganizations entries={featuredOrganizations} />
      <Box component="section" aria-labelledby="newest-jobs">
        <Typography variant="h2" id="newest-jobs" sx={{ mb: 2 }}>
          {t('home.newestJobs')}
        </Typography>
        {home.newestJobs.length > 0 ? <JobList jobs={home.newestJobs} locale={locale} /> : <Typography>{t('home.noJobs')}</Typography>}
      </Box>
      {blocks.blogPosts.length > 0 && (
        <Box component="section" aria-labelledby="latest-posts" sx={{ mt: 5 }} data-home-block="blog">
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h2" id="latest-posts">
              {t('homeBlocks.latestPosts')}
            </Typography>
            <TextLink to="/blog">{t('homeBlocks.allPosts')}</TextLink>
          </Stack>
          <Stack spacing={2}>
            {blocks.blogPosts.map((post) => (
              <BlogPostCard key={post.slug} post={post} locale={locale} />
            ))}
          </Stack>
        </Box>
      )}
      <HomeNewsletterBlock block={newsletter} />
    </Container>
  );
}

/** One block of highlighted jobs; nothing at all when it has none (spec: a block is hidden when empty). */
function JobBlock({ id, title, jobs }: { id: string; title: string; jobs: readonly Job[] }) {
  const { locale } = useSite();
  if (jobs.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }} data-home-block={id}>
      <Typography variant="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      <JobList jobs={jobs} locale={locale} />
    </Box>
  );
}
