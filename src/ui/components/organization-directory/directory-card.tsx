import Business from '@mui/icons-material/Business';
import { Avatar, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '../../../domain/organization/organization-directory';
import { organizationPath } from '../../../domain/organization/organization-path';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * An organization as the directory and the home page's featured block list it: logo (or initials), name
 * as the link to its profile, industry and town, and a "featured" mark. The link is a plain anchor with
 * the locale prefix: the profile page is a route of its own.
 */
export function DirectoryCard({ entry, headingLevel = 'h2' }: { entry: DirectoryEntry; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const facts = [entry.industry, entry.locality].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="directory-card">
      <CardActionArea href={publicPath(site, locale, organizationPath(entry.slug))} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            src={entry.logoUrl ?? undefined}
            alt={entry.logoUrl ? t('directory.logoAlt', { name: entry.name }) : undefined}
            sx={{
              width: 64,
              height: 64,
              bgcolor: entry.logoUrl ? 'background.paper' : 'primary.main',
              border: 1,
              borderColor: 'divider',
              fontWeight: 700,
            }}
          >
            {initialsOf(entry.name) || <Business aria-hidden />}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {entry.name}
            </Typography>
            {facts && (
              <Typography variant="body2" color="text.secondary">
                {facts}
              </Typography>
            )}
            {entry.featured && <Chip size="small" color="secondary" label={t('directory.featured')} sx={{ alignSelf: 'flex-start' }} />}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
