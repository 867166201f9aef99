import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HomeBlocks } from '../../application/board/jobs/show-home-blocks.use-case';
import type { HomePage as HomePageData } from '../../application/board/jobs/show-home-page.use-case';
import type { JobSummary } from '../../domain/job/job-summary';
import type { DirectoryEntry } from '../../domain/organization/organization-directory';
import { BlogPostCard } from '../components/blog-post-card';
import { JobList } from '../components/job-list';
import { HomeSearchForm } from '../components/search/home-search-form';
import { useSite } from '../hooks/use-site';
import { HydrationMarker } from '../components/hydration-marker';
import { ContactSentNotice } from '../components/contact/contact-sent-notice';
import { FeaturedOrganizations } from '../components/organization-directory/featured-organizations';
import { HomeNewsletterBlock } from '../components/newsletter/home-newsletter-block';
import type { NewsletterSignUpForm } from '../../application/board/newsletter/newsletter-gateway.port';
import { HOME_PAGE } from '../theme/home-page-styles';
import { BUTTON } from '../theme/button-styles';
import { SHELL } from '../theme/shell-styles';
import { TEXT } from '../theme/text-styles';

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
    <div className={SHELL.container}>
      <HydrationMarker />
      <ContactSentNotice notice={notice} />
      <section className={HOME_PAGE.hero}>
        <h1>{site.name}</h1>
        <p className={HOME_PAGE.tagline}>{t('home.tagline')}</p>
        <HomeSearchForm />
        <div className={HOME_PAGE.total}>
          <p>{t('home.totalJobs', { count: home.totalJobs })}</p>
          <Link to="/jobs" className={BUTTON.containedSecondary}>
            {t('home.browseAll')}
          </Link>
        </div>
      </section>
      <JobBlock id="top-jobs" title={t('home.topJobs')} jobs={blocks.top} />
      <JobBlock id="featured-jobs" title={t('homeBlocks.featuredJobs')} jobs={blocks.featured} />
      <JobBlock id="video-jobs" title={t('homeBlocks.videoJobs')} jobs={blocks.video} />
      <FeaturedOrganizations entries={featuredOrganizations} />
      <section aria-labelledby="newest-jobs" className={HOME_PAGE.block}>
        <h2 id="newest-jobs">{t('home.newestJobs')}</h2>
        {home.newestJobs.length > 0 ? <JobList jobs={home.newestJobs} locale={locale} /> : <p className={TEXT.body1}>{t('home.noJobs')}</p>}
      </section>
      {blocks.blogPosts.length > 0 && (
        <section aria-labelledby="latest-posts" className={HOME_PAGE.block} data-home-block="blog">
          <div className={HOME_PAGE.blockHead}>
            <h2 id="latest-posts">{t('homeBlocks.latestPosts')}</h2>
            <Link to="/blog" className={TEXT.link}>
              {t('homeBlocks.allPosts')}
            </Link>
          </div>
          <div className={HOME_PAGE.posts}>
            {blocks.blogPosts.map((post) => (
              <BlogPostCard key={post.slug} post={post} locale={locale} />
            ))}
          </div>
        </section>
      )}
      <HomeNewsletterBlock block={newsletter} />
    </div>
  );
}

/** One block of highlighted jobs; nothing at all when it has none (spec: a block is hidden when empty). */
function JobBlock({ id, title, jobs }: { id: string; title: string; jobs: readonly JobSummary[] }) {
  const { locale } = useSite();
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby={id} className={HOME_PAGE.block} data-home-block={id}>
      <h2 id={id}>{title}</h2>
      <JobList jobs={jobs} locale={locale} />
    </section>
  );
}
