import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Container, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../domain/job/job';
import { applyChannelOf } from '../../domain/job/apply-channel';
import { jobPostingStructuredData } from '../../domain/job/job-posting-structured-data';
import { canonicalUrl, publicPath } from '../../domain/routing/canonical';
import { formatDate } from '../format/dates';
import { BookmarkButton } from '../components/bookmarks/bookmark-button';
import { BookmarkScope } from '../components/bookmarks/bookmark-scope';
import { FadedDescription } from '../components/faded-description';
import { HydrationMarker } from '../components/hydration-marker';
import { JobDetailsList } from '../components/job-details-list';
import { JobFacts } from '../components/job-facts';
import { JobList } from '../components/job-list';
import { JobVideo } from '../components/job-video';
import { OrganizationBlock } from '../components/organization-block';
import { ButtonLink, TextLink } from '../components/router-links';
import { ShareButtons } from '../components/share-buttons';
import { StructuredData } from '../components/structured-data';
import { useSite } from '../hooks/use-site';
import { OnSiteApplyButtons } from '../components/applications/on-site-apply-buttons';
import { announceProductEvent } from '../tracking/product-events';
import { useAnnouncement } from '../tracking/use-announcement';

export interface JobPageProps {
  readonly job: Job;
  readonly expired: boolean;
  readonly similar?: readonly Job[];
  /** Absolute canonical URL (the route lookup's); shared by the share buttons and named in the JSON-LD. */
  readonly canonical?: string | undefined;
  /** Which of the jobs on the page (the job, similar jobs) the signed-in visitor has bookmarked. */
  readonly bookmarked?: readonly string[];
}

/** Where a file job's PDF is served (src/ui/routes/job-file.$jobId.$fileName.ts). */
export const jobFileHref = (job: Pick<Job, 'id'>, fileName: string): string => `/job-file/${job.id}/${encodeURIComponent(fileName)}`;

/**
 * A job: header with organization, facts and the actions (apply, original ad, PDF), the description
 * (cut with a fade when the job is expired or not published), every other field that is set, a video,
 * the employer block, share buttons and similar jobs; a bookmark button while the job is visible.
 */
export function JobPage({ job, expired, similar = [], canonical, bookmarked = [] }: JobPageProps) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  const shareUrl = canonical ?? canonicalUrl(site, locale, `/job/${job.slug}`);
  const organizationPath = `/organization/${job.organization.slug}`;
  const logo = job.organization.logoUrl;
  const structuredData = jobPostingStructuredData(job, {
    url: shareUrl,
    organizationUrl: canonicalUrl(site, locale, organizationPath),
    logoUrl: logo ? (logo.startsWith('/') ? `https://${site.host}${logo}` : logo) : null,
  });
  const published = formatDate(job.publishedAt, locale);
  const expires = formatDate(job.expiresAt, locale);
  const unpublished = job.state !== 'published';
  const details = job.details;
  // The PDF is served only while the job is visible (or to its owner): no link that would answer 404.
  const file = job.type === 'job_per_file' && details?.file && !expired ? details.file : null;
  // Every open job offers one way to apply (apply-channel.ts); closed ones (expired, not published) none.
  const channel = applyChannelOf(job, expired);
  useAnnouncement(job.id, () => ({ name: 'job_visit', job }));
  return (
    <BookmarkScope bookmarked={bookmarked}>
      <Container maxWidth="lg" component="article" data-job-id={job.id} data-job-view={job.id}>
        <HydrationMarker />
        {structuredData && <StructuredData data={structuredData} />}
        <ButtonLink to="/jobs" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          {t('job.backToJobs')}
        </ButtonLink>
        {expired && (
          <Alert severity="warning" sx={{ mb: 3 }} data-job-notice="expired">
            {t('job.expired')}
          </Alert>
        )}
        {unpublished && (
          <Alert severity="info" sx={{ mb: 3 }} data-job-notice="unpublished">
            {t('jobPage.unpublished')}
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
              <Stack spacing={2.5}>
                <Box>
                  <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
                    {job.title}
                  </Typography>
                  <Typography variant="h2" component="p" sx={{ fontSize: '1.1rem', mt: 0.5 }}>
                    <TextLink
                      to="/organization/$slug"
                      params={{ slug: job.organization.slug }}
                      aria-label={t('job.organizationLink', { name: job.organization.name })}
                    >
                      {job.organization.name}
                    </TextLink>
                  </Typography>
                </Box>
                <Box component="section" aria-label={t('job.terms')}>
                  <JobFacts job={job} locale={locale} />
                </Box>
                <Stack direction="row" spacing={3} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
                  {published && <Typography variant="body2">{t('job.published', { date: published })}</Typography>}
                  {expires && (
                    <Typography variant="body2">
                      {expired ? t('jobPage.expiredSince', { date: expires }) : t('job.expires', { date: expires })}
                    </Typography>
                  )}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                  {channel?.kind === 'form' && <OnSiteApplyButtons slug={job.slug} />}
                  {channel?.kind === 'email' && (
                    <Button
                      href={`mailto:${channel.address}?subject=${encodeURIComponent(t('jobPage.applySubject', { title: job.title }))}`}
                      variant="contained"
                      size="large"
                      startIcon={<Email />}
                      data-apply="email"
                    >
                      {t('jobPage.applyByEmail')}
                    </Button>
                  )}
                  {(channel?.kind === 'link' || channel?.kind === 'employer-website') && (
                    <Button
                      href={channel.href}
                      variant="contained"
                      size="large"
                      startIcon={<Send />}
                      data-apply={channel.kind}
                      target="_blank"
                      rel="noopener"
                    >
                      {channel.kind === 'link' ? t('jobPage.apply') : t('jobPage.applyOnEmployerWebsite')}
                    </Button>
                  )}
                  {channel?.kind === 'employer-profile' && (
                    <ButtonLink
                      to="/organization/$slug"
                      params={{ slug: job.organization.slug }}
                      variant="contained"
                      size="large"
                      startIcon={<Send />}
                      data-apply="employer-profile"
                    >
                      {t('jobPage.applyViaEmployer', { name: job.organization.name })}
                    </ButtonLink>
                  )}
                  {channel?.kind === 'original-ad' && (
                    <Button
                      href={channel.href}
                      target="_blank"
                      rel="nofollow noopener"
                      variant="contained"
                      size="large"
                      endIcon={<OpenInNew />}
                      data-original-ad
                      onClick={() => announceProductEvent({ name: 'view_original_ad_btn_click', job })}
                    >
                      {t('job.viewOriginal')}
                    </Button>
                  )}
                  {!expired && !unpublished && <BookmarkButton job={job} variant="button" />}
                  {file && (
                    <>
                      <Button
                        href={jobFileHref(job, file.name)}
                        target="_blank"
                        rel="noopener"
                        variant="contained"
                        size="large"
                        startIcon={<PictureAsPdf />}
                        data-job-pdf
                      >
                        {t('jobPage.viewPdf')}
                      </Button>
                      <Button
                        href={`${jobFileHref(job, file.name)}?download=1`}
                        download={file.name}
                        variant="outlined"
                        size="large"
                        startIcon={<Download />}
                        data-job-pdf-download
                      >
                        {t('jobPage.downloadPdf')}
                      </Button>
                    </>
                  )}
                </Stack>
                <Divider />
                <Box component="section" aria-labelledby="job-description">
                  <Typography variant="h2" id="job-description" sx={{ fontSize: '1.3rem', mb: 1 }}>
                    {t('job.description')}
                  </Typography>
                  <FadedDescription
                    html={job.descriptionHtml}
                    faded={expired || unpublished}
                    // Never online (a draft, a scheduled job or one waiting for review): not "no longer online".
                    notYetOnline={unpublished && !expired && job.publishedAt === null}
                  />
                </Box>
                <Divider />
                <JobDetailsList job={job} locale={locale} />
                {details?.videoUrl && (
                  <Box component="section" aria-labelledby="video-heading">
                    <Typography variant="h2" id="video-heading" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
                      {t('jobPage.video')}
                    </Typography>
                    <JobVideo url={details.videoUrl} title={job.title} />
                  </Box>
                )}
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <Paper variant="outlined" sx={{ p: 2.5 }}>
                <OrganizationBlock organization={job.organization} profileHref={publicPath(site, locale, organizationPath)} />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2.5 }}>
                <ShareButtons
                  url={shareUrl}
                  title={job.title}
                  onShare={(channel) => announceProductEvent({ name: 'job_share', job, channel })}
                />
              </Paper>
            </Stack>
          </Grid>
        </Grid>
        {similar.length > 0 && (
          <Box component="section" aria-labelledby="similar-jobs" sx={{ mt: 5 }} data-similar-jobs>
            <Typography variant="h2" id="similar-jobs" sx={{ mb: 2 }}>
              {t('jobPage.similar')}
            </Typography>
            <JobList jobs={similar} locale={locale} headingLevel="h3" />
          </Box>
        )}
      </Container>
    </BookmarkScope>
  );
}
