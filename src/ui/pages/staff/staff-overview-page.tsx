import { List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffSection } from '../../../domain/staff/staff-scope';
import { HydrationMarker } from '../../components/hydration-marker';
import { TextLink } from '../../components/router-links';
import { consoleEntriesFor } from '../../components/staff/console-sections';
import { useSite } from '../../hooks/use-site';

/** /admin: what this staff member may do here, as links. */
export function StaffOverviewPage({ sections }: { sections: readonly StaffSection[] }) {
  const { t } = useTranslation();
  const { site } = useSite();
  return (
    <Stack spacing={2} data-testid="staff-overview">
      <HydrationMarker />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('staff.title')}
      </Typography>
      <Typography>{t('staff.intro')}</Typography>
      <List>
        {consoleEntriesFor(sections, site.features).map((e) => (
          <ListItem key={e.labelKey} disableGutters>
            <TextLink to={e.to} search={e.search}>
              {t(e.labelKey)}
            </TextLink>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
