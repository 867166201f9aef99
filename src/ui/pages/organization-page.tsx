import Business from '@mui/icons-material/Business';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import Groups from '@mui/icons-material/Groups';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Public from '@mui/icons-material/Public';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Container,
  Link,
  List,
  ListItem,
  Pagination,
  PaginationItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationPage as OrganizationPageData } from '../../application/board/organizations/show-organization-page.use-case';
import { addressLine, isSafeProfileUrl, socialLinks, type SocialNetwork } from '../../domain/organization/organization-profile';
import { organizationPath } from '../../domain/organization/organization-path';
import { organizationStructuredData } from '../../domain/organization/organization-structured-data';
import { canonicalUrl } from '../../domain/routing/canonical';
import { translate } from '../../domain/shared/locale';
import { HydrationMarker } from '../components/hydration-marker';
import { JobList } from '../components/job-list';
import { ShareButtons } from '../components/share-buttons';
import { StructuredData } from '../components/structured-data';
import { announceOrganizationEvent } from '../tracking/organization-events';
import { RichText } from '../components/rich-text';
import { ButtonLink, PaginationLink, TextLink } from '../components/router-links';
import { useSite } from '../hooks/use-site';
import { ProfileTerms } from '../components/organization-directory/profile-terms';
import { ProfileSectionsView } from '../components/organization-sections/profile-sections-view';
import type { ProfileSections } from '../../domain/organization/profile-sections';

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  xing: 'XING',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'X',
  blueSky: 'Bluesky',
};
const NETWORK_ICONS: Partial<Record<SocialNetwork, ReactElement>> = {
  linkedin: <LinkedIn />,
  facebook: <Facebook />,
  instagram: <Instagram />,
  youtube: <YouTube />,
  twitter: <X />,
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÄÖÜäöü]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** An organization's profile page (read-only): head, facts, presentation, benefits, group, and its jobs on this site. */
export function OrganizationPage({
  data,
  mayEdit = false,
  sections,
}: {
  data: OrganizationPageData;
  mayEdit?: boolean;
  /** Gallery, videos, FAQ and contact persons (pages that load them). */
  sections?: ProfileSections;
}) {
  const { site, locale } = useSite();
  const { t } = useTranslation();
  const { profile } = data;
  const address = addressLine(profile.location);
  const links = socialLinks(profile);
  const cover = profile.coverUrl && (isSafeProfileUrl(profile.coverUrl) || /^\/(?!\/)/.test(profile.coverUrl)) ? profile.coverUrl : null;
  // Under an alias path too, the page is shared and described by its one canonical address.
  const pageUrl = canonicalUrl(site, locale, organizationPath(profile.slug));
  const structuredData = organizationStructuredData(profile, {
    pageUrl,
    origin: `https://${site.host}`,
    furtherLocations: sections?.locations,
  });
  useEffect(() => {
    announceOrganizationEvent({ name: 'orgprofile_visit', organizationId: profile.id, organizationName: profile.name });
  }, [profile.id, profile.name]);
  return (
    <Container maxWidth="md" component="article">
      <HydrationMarker />
      <StructuredData data={structuredData} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {/* Only a cover from the web or this site becomes a background image; without one, the site's colours. */}
        <Box
          {...(cover ? { role: 'img', 'aria-label': t('organization.coverAlt', { name: profile.name }) } : { 'aria-hidden': true })}
          sx={{
            height: { xs: 120, md: 180 },
            background: cover
              ? `center / cover no-repeat url("${encodeURI(cover)}")`
              : `linear-gradient(120deg, ${site.theme.primary}, ${site.theme.secondary})`,
          }}
        />
        <Stack spacing={2} sx={{ p: { xs: 2.5, md: 4 }, pt: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, mt: -5 }}>
            <Avatar
              src={profile.logoUrl ?? undefined}
              alt={t('organization.logoAlt', { name: profile.name })}
              variant="rounded"
              sx={{
                width: 96,
                height: 96,
                fontSize: '2rem',
                bgcolor: 'background.paper',
                color: 'primary.main',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {initials(profile.name)}
            </Avatar>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
                {profile.name}
              </Typography>
              {profile.alternativeName && (
                <Typography color="text.secondary">{t('organization.alsoKnownAs', { name: profile.alternativeName })}</Typography>
              )}
            </Box>
            {mayEdit && (
              <ButtonLink
                to="/organization/$slug/edit"
                params={{ slug: profile.slug }}
                variant="outlined"
                startIcon={<Edit />}
                data-testid="edit-organization-profile"
              >
                {t('organizationEdit.editProfile')}
              </ButtonLink>
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('organization.facts')} component="section">
            {profile.industry && <Chip icon={<Business />} label={translate(profile.industry.label, locale)} />}
            {profile.size && <Chip icon={<Groups />} label={t(`organization.size.${profile.size}`)} />}
            {address && <Chip icon={<Place />} label={address} />}
          </Stack>
          {profile.parent && (
            <Typography>
              {t('organization.partOf')}{' '}
              <TextLink to="/organization/$slug" params={{ slug: profile.parent.slug }}>
                {profile.parent.name}
              </TextLink>
            </Typography>
          )}
          {(profile.website || links.length > 0) && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="nav" aria-label={t('organization.links')}>
              {profile.website && isSafeProfileUrl(profile.website) && (
                <Button
                  href={profile.website}
                  target="_blank"
                  rel="nofollow noopener"
                  variant="outlined"
                  size="small"
                  startIcon={<Language />}
                >
                  {t('organization.website')}
                </Button>
              )}
              {links.map(({ network, url }) => (
                <Button
                  key={network}
                  href={url}
                  target="_blank"
                  rel="nofollow noopener"
                  size="small"
                  startIcon={NETWORK_ICONS[network] ?? <Public />}
                >
                  {NETWORK_NAMES[network]}
                </Button>
              ))}
            </Stack>
          )}
          {(profile.companyEmail || profile.companyPhone) && (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 2 }}
              component="address"
              role="group"
              aria-label={t('organization.companyContact')}
            >
              {profile.companyEmail && (
                <Link
                  href={`mailto:${profile.companyEmail}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontStyle: 'normal' }}
                >
                  <Email fontSize="small" aria-hidden />
                  {t('organization.companyEmail', { email: profile.companyEmail })}
                </Link>
              )}
              {profile.companyPhone && (
                <Link
                  href={`tel:${profile.companyPhone.replace(/[^+\d]/g, '')}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontStyle: 'normal' }}
                >
                  <Phone fontSize="small" aria-hidden />
                  {t('organization.companyPhone', { phone: profile.companyPhone })}
                </Link>
              )}
            </Stack>
          )}
          {profile.presentationHtml && (
            <Box component="section" aria-labelledby="organization-about">
              <Typography variant="h2" id="organization-about" sx={{ fontSize: '1.3rem', mb: 1 }}>
                {t('organization.about')}
              </Typography>
              <RichText html={profile.presentationHtml} />
            </Box>
          )}
          {profile.benefits.length > 0 && (
            <Box component="section" aria-labelledby="organization-benefits">
              <Typography variant="h2" id="organization-benefits" sx={{ fontSize: '1.3rem', mb: 1 }}>
                {t('organization.benefits')}
              </Typography>
              <List dense disablePadding>
                {profile.benefits.map((benefit) => (
                  <ListItem key={benefit.de} disableGutters sx={{ gap: 1 }}>
                    <CheckCircle color="primary" fontSize="small" aria-hidden />
                    {translate(benefit, locale)}
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          <ProfileTerms profile={profile} />
          {sections && <ProfileSectionsView sections={sections} organizationName={profile.name} />}
          {profile.children.length > 0 && (
            <Box component="section" aria-labelledby="organization-children">
              <Typography variant="h2" id="organization-children" sx={{ fontSize: '1.3rem', mb: 1 }}>
                {t('organization.children')}
              </Typography>
              <List dense disablePadding>
                {profile.children.map((child) => (
                  <ListItem key={child.id} disableGutters>
                    <TextLink to="/organization/$slug" params={{ slug: child.slug }}>
                      {child.name}
                    </TextLink>
                    {child.locality && (
                      <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                        {child.locality}
                      </Typography>
                    )}
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          <ShareButtons
            url={pageUrl}
            title={profile.name}
            heading={t('organization.share')}
            onShare={(channel) =>
              announceOrganizationEvent({ name: 'orgprofile_share', organizationId: profile.id, organizationName: profile.name, channel })
            }
          />
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="organization-jobs" sx={{ mt: 4 }}>
        <Typography variant="h2" id="organization-jobs" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('organization.jobs', { count: data.totalJobs, name: profile.name })}
        </Typography>
        {data.jobs.length > 0 ? (
          <JobList jobs={data.jobs} locale={locale} headingLevel="h3" />
        ) : (
          <Typography>{t('organization.noJobs')}</Typography>
        )}
        {data.pageCount > 1 && (
          <Stack component="nav" aria-label={t('organization.pagination')} sx={{ mt: 4, alignItems: 'center' }}>
            <Pagination
              page={data.page}
              count={data.pageCount}
              color="primary"
              siblingCount={1}
              getItemAriaLabel={(type, page) =>
                type === 'previous'
                  ? t('organization.previous')
                  : type === 'next'
                    ? t('organization.next')
                    : t('organization.page', { page })
              }
              renderItem={(item) => {
                if (item.page === null || item.disabled || item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
                  return <PaginationItem {...item} />;
                return (
                  <PaginationLink
                    {...item}
                    itemType={item.type}
                    to="/organization/$slug"
                    params={{ slug: profile.slug }}
                    search={item.page > 1 ? { page: item.page } : {}}
                    aria-current={item.selected ? 'page' : undefined}
                  />
                );
              }}
            />
          </Stack>
        )}
      </Box>
      <Box sx={{ mt: 3 }}>
        <TextLink to="/jobs">{t('organization.allJobs')}</TextLink>
      </Box>
    </Container>
  );
}
