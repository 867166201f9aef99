import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AccountBanners } from './accounts/account-banners';
import { MobileBottomMenu } from './mobile-bottom-menu';
import { ReadOnlyBanner } from './read-only-banner';
import { RouteProgress } from './route-progress';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { StatisticsBeacons } from './statistics/statistics-beacons';
import { TermsNotice } from './terms-notice';
import { ConsentBanner } from './tracking/consent-banner';
import { TrackingEvents } from './tracking/tracking-events';

/** The shell around every page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ReadOnlyBanner />
      <ConsentBanner />
      <TrackingEvents />
      <StatisticsBeacons />
      <RouteProgress />
      <SiteHeader />
      <AccountBanners />
      <Box sx={{ display: 'flex', flex: 1, alignItems: 'stretch' }}>
        <SideNav />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, py: { xs: 3, md: 4 }, outline: 'none' }}>
          {children}
        </Box>
      </Box>
      <SiteFooter />
      <MobileBottomMenu />
      <TermsNotice />
    </Box>
  );
}
