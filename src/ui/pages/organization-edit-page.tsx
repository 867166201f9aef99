import ArrowBack from '@mui/icons-material/ArrowBack';
import Groups from '@mui/icons-material/Groups';
import { Container, Paper, Stack, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFormOptions } from '../../application/board/organizations/organization-edit-gateway.port';
import type { ToolbarItem } from '../../domain/identity/permissions';
import type { OrganizationProfile } from '../../domain/organization/organization-profile';
import { HydrationMarker } from '../components/hydration-marker';
import { ProfileForm } from '../components/organization-edit/profile-form';
import { ButtonLink } from '../components/router-links';
import type { SectionFeedback } from '../components/organization-sections/section-feedback';
import { SectionsEditor } from '../components/organization-sections/sections-editor';
import type { ProfileFeedback } from '../forms/organization-profile-feedback';
import type { ProfileSections } from '../../domain/organization/profile-sections';
import type { TypedSectionValues } from '../server/organization-sections/typed-section-values';
import { ParentPicker } from '../components/organization-sections/parent-picker';

/** /organization/{slug}/edit: the profile form for the organization's owner or staff. */
export function OrganizationEditPage({
  profile,
  options,
  csrfToken,
  toolbar,
  typed,
  feedback,
  returnTo,
  lists,
  parentPicker,
  teamLink = false,
}: {
  profile: OrganizationProfile;
  options: ProfileFormOptions;
  csrfToken: string;
  toolbar: readonly ToolbarItem[];
  /** What a refused plain save carried, and what the last plain save answered. */
  typed: { profile?: string; presentation?: string };
  feedback: ProfileFeedback;
  /** The edit page's path, where a plain save comes back to. */
  returnTo: string;
  /** Gallery, videos, FAQ and contact persons, with what the last change of one of them answered. */
  lists?: {
    sections: ProfileSections;
    typed: TypedSectionValues | null;
    feedback: SectionFeedback;
    returnTo: string;
  } | null;
  /** The parent organization's picker: the search in the address, what it found, what the last choice answered. */
  parentPicker?: Omit<ComponentProps<typeof ParentPicker>, 'organizationId' | 'parent' | 'csrfToken'> | null;
  /** The link to the team page (members of the team; staff moderate profiles but have no team page). */
  teamLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <ButtonLink to="/organization/$slug" params={{ slug: profile.slug }} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
            {t('organizationEdit.backToProfile')}
          </ButtonLink>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('organizationEdit.title', { name: profile.name })}
          </Typography>
          <Typography color="text.secondary">{t('organizationEdit.intro')}</Typography>
          {teamLink && (
            <ButtonLink
              to="/organization/$slug/team"
              params={{ slug: profile.slug }}
              variant="outlined"
              startIcon={<Groups />}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="organization-team-link"
            >
              {t('organizationTeam.link')}: {t('organizationTeam.linkText')}
            </ButtonLink>
          )}
          <ProfileForm
            profile={profile}
            options={options}
            csrfToken={csrfToken}
            toolbar={toolbar}
            typed={typed}
            feedback={feedback}
            returnTo={returnTo}
          />
        </Stack>
      </Paper>
      {parentPicker && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}>
          <ParentPicker {...parentPicker} organizationId={profile.id} parent={profile.parent} csrfToken={csrfToken} />
        </Paper>
      )}
      {lists && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3 }}>
          <SectionsEditor {...lists} csrfToken={csrfToken} />
        </Paper>
      )}
    </Container>
  );
}

/** Signed in, but neither the owner nor staff (HTTP 403). */
export function OrganizationEditForbiddenPage({ name, slug }: { name: string; slug: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }} data-testid="organization-edit-forbidden">
        <Typography variant="h1">{t('organizationEdit.forbiddenTitle')}</Typography>
        <Typography>{t('organizationEdit.forbiddenText', { name })}</Typography>
        <ButtonLink to="/organization/$slug" params={{ slug }} variant="outlined">
          {t('organizationEdit.backToProfile')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
