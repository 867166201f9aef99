import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Avatar, Box, Button, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../domain/job/job';
import { formatDate } from '../format/dates';
import { JobFacts } from '../components/job-facts';
import { RichText } from '../components/rich-text';
import { ButtonLink, TextLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';
import { HydrationMarker } from '../components/hydration-marker';

/** A job: title, organization, facts, description, dates; expired notice; original ad for link jobs. */
export function JobPage({ job, expired }: { job: Job; expired: boolean }) {
  const { locale } = useSite();
  const { t } = useTranslation();
  const published = formatDate(job.publishedAt, locale);
  const expires = formatDate(job.expiresAt, locale);
  const address = [job.location.addressLine1, [job.location.zip, job.location.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <ButtonLink to="/jobs" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('job.backToJobs')}
      </ButtonLink>
      {expired && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('job.expired')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {job.organization.logoUrl && (
              <Avatar src={job.organization.logoUrl} alt={t('job.logoAlt', { name: job.organization.name })} variant="rounded" sx={{ width: 64, height: 64, bgcolor: 'background.paper' }} />
            )}
            <Box>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
                {job.title}
              </Typography>
              <Typography variant="h2" component="p" sx={{ fontSize: '1.1rem', mt: 0.5 }}>
                <TextLink to="/organization/$slug" params={{ slug: job.organization.slug }} aria-label={t('job.organizationLink', { name: job.organization.name })}>
                  {job.organization.name}
                </TextLink>
              </Typography>
            </Box>
          </Stack>
          {address && (
            <Typography color="text.secondary">
              {t('job.location')}: {address}
            </Typography>
          )}
          <Box component="section" aria-label={t('job.terms')}>
            <JobFacts job={job} locale={locale} />
          </Box>
          <Stack direction="row" spacing={3} sx={{ color: 'text.secondary', flexWrap: 'wrap' }}>
            {published && <Typography variant="body2">{t('job.published', { date: published })}</Typography>}
            {expires && <Typography variant="body2">{t('job.expires', { date: expires })}</Typography>}
          </Stack>
          {job.type === 'job_per_link' && job.linkUrl && (
            <Box>
              <Button href={job.linkUrl} target="_blank" rel="nofollow noopener" variant="contained" endIcon={<OpenInNew />}>
                {t('job.viewOriginal')}
              </Button>
            </Box>
          )}
          <Divider />
          <Box component="section" aria-labelledby="job-description">
            <Typography variant="h2" id="job-description" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('job.description')}
            </Typography>
            <RichText html={job.descriptionHtml} />
          </Box>
        </Stack>
      </Paper>
    </Container>
  );
}
