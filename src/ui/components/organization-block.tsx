import Business from '@mui/icons-material/Business';
import { Avatar, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobOrganization } from '../../domain/job/job';

/**
 * The employer of a job: logo (or its initials), name and a link to its profile page
 * (`/organization/{slug}`). The link is a plain anchor with the page's locale prefix: the profile page
 * is a route of its own, reached with a full navigation.
 */
export function OrganizationBlock({ organization, profileHref }: { organization: JobOrganization; profileHref: string }) {
  const { t } = useTranslation();
  const initials = organization.name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <section aria-labelledby="organization-heading">
      <Typography variant="h2" id="organization-heading" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t('jobPage.organization')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={organization.logoUrl ?? undefined}
          alt={t('job.logoAlt', { name: organization.name })}
          sx={{
            width: 72,
            height: 72,
            bgcolor: organization.logoUrl ? 'background.paper' : 'primary.main',
            border: 1,
            borderColor: 'divider',
            fontWeight: 700,
          }}
        >
          {initials || <Business />}
        </Avatar>
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 700 }}>{organization.name}</Typography>
          <Link href={profileHref} underline="hover" data-organization-link>
            {t('jobPage.organizationProfile')}
          </Link>
        </Stack>
      </Stack>
    </section>
  );
}
