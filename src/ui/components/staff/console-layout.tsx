import { Box, Container, List, ListItem, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveLink } from '../../../domain/routing/active-link';
import type { StaffSection } from '../../../domain/staff/staff-scope';
import { useSite } from '../../hooks/use-site';
import { ListItemLink } from '../router-links';
import { useCurrentPath } from '../use-current-path';
import { consoleEntriesFor } from './console-sections';

/** The console's frame: its navigation (what this staff member may open) beside the section's page. */
export function ConsoleLayout({ sections, children }: { sections: readonly StaffSection[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const current = useCurrentPath();
  const entries = consoleEntriesFor(sections, site.features);
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box component="nav" aria-labelledby="console-nav-title" sx={{ minWidth: 220 }} data-testid="console-nav">
          <Typography id="console-nav-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
            {t('staff.title')}
          </Typography>
          <List dense disablePadding>
            <ListItem disablePadding>
              <ListItemLink to="/admin" selected={current.replace(/\/$/, '') === '/admin'}>
                {t('staff.nav.overview')}
              </ListItemLink>
            </ListItem>
            {entries.map((e) => (
              <ListItem key={e.labelKey} disablePadding>
                <ListItemLink to={e.to} search={e.search} selected={isActiveLink(e.to, current)}>
                  {t(e.labelKey)}
                </ListItemLink>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Stack>
    </Container>
  );
}
