import type { ReactNode } from 'react';
import { AccountBanners } from './accounts/account-banners';
import { MobileBottomMenu } from './mobile-bottom-menu';
import { ReadOnlyBanner } from './read-only-banner';
import { RouteProgress } from './route-progress';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { SHELL } from '../theme/shell-styles';
import { StatisticsBeacons } from './statistics/statistics-beacons';
import { TermsNotice } from './terms-notice';
import { ConsentBanner } from './tracking/consent-banner';
import { TrackingEvents } from './tracking/tracking-events';

/** The shell around every page, plain elements styled by page-wide rules (theme/shell-styles.ts). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={SHELL.root}>
      <SkipLink />
      <ReadOnlyBanner />
      <ConsentBanner />
      <TrackingEvents />
      <StatisticsBeacons />
      <RouteProgress />
      <SiteHeader />
      <AccountBanners />
      <div className={SHELL.body}>
        <SideNav />
        <main id="main" tabIndex={-1} className={SHELL.main}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <MobileBottomMenu />
      <TermsNotice />
    </div>
  );
}
