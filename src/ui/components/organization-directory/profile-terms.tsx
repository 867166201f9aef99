import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import { translate } from '../../../domain/shared/locale';
import { useSite } from '../../hooks/use-site';

/** The occupational fields and fields of study an organization recruits for, on its profile page. */
export function ProfileTerms({ profile }: { profile: Pick<OrganizationProfile, 'occupations' | 'fieldsOfStudy'> }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const groups = [
    { key: 'occupations', title: t('directory.facet.occupations'), terms: profile.occupations },
    { key: 'fieldsOfStudy', title: t('directory.facet.fieldsOfStudy'), terms: profile.fieldsOfStudy },
  ].filter((g) => g.terms.length > 0);
  if (groups.length === 0) return null;
  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <Box key={group.key} component="section" aria-labelledby={`organization-${group.key}`}>
          <Typography variant="h2" id={`organization-${group.key}`} sx={{ fontSize: '1.3rem', mb: 1 }}>
            {group.title}
          </Typography>
          <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {group.terms.map((term) => (
              <li key={term.id}>
                <Chip label={translate(term.label, locale)} variant="outlined" />
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
