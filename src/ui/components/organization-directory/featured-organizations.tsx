import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '../../../domain/organization/organization-directory';
import { DIRECTORY_PATH } from '../../../domain/organization/organization-directory';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';
import { DirectoryCard } from './directory-card';

/**
 * The home page's featured organizations (0 to 4, staff's order), as the page's loader got them: rendered
 * on the server like the rest of the page. A site without featured organizations shows nothing.
 */
export function FeaturedOrganizations({ entries }: { entries: readonly DirectoryEntry[] }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  if (entries.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-labelledby="featured-organizations-title"
      spacing={2}
      sx={{ mb: 5 }}
      data-testid="featured-organizations"
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h2" id="featured-organizations-title" sx={{ fontSize: '1.5rem' }}>
          {t('directory.featuredTitle')}
        </Typography>
        <Link href={publicPath(site, locale, DIRECTORY_PATH)}>{t('directory.allEmployers')}</Link>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <DirectoryCard entry={{ ...entry, featured: false }} headingLevel="h3" />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
