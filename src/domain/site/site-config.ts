import type { JobReviewPolicy } from '../job/job-workflow';
import type { Locale } from '../shared/locale';
import type { MapTiles } from './map-tiles';

/** The key of a branded site, also sent to the platform as the frontend name. */
export type SiteKey = string;

export interface SiteTheme {
  readonly primary: string;
  readonly secondary: string;
  readonly background: string;
  /** Path of the logo under the site's public folder, e.g. `/sites/suedwest/logo.svg`. */
  readonly logo: string;
  readonly logoAlt: string;
}

/** Per-site switches and limits. All sites behave alike and differ only by these values. */
export interface SiteFeatures {
  readonly blog: boolean;
  readonly newsletter: boolean;
  readonly socialSignIn: { readonly google: boolean; readonly linkedin: boolean };
  readonly tracking: boolean;
  readonly euroVat: boolean;
  readonly geoSuggestConsent: boolean;
  readonly resume: boolean;
  readonly applicant: boolean;
  readonly latestTerms: boolean;
  readonly subscriptions: boolean;
  /** Remember utm_source as the creation source of accounts made in this browser session (off when absent). */
  readonly creationSource?: boolean;
  /** Refetch the session every N seconds while the tab is visible (off when absent or 0). */
  readonly sessionRefetchSeconds?: number;
  /** Which job submissions by organization members staff review (job-workflow.ts); `edits` when absent. */
  readonly jobReview?: JobReviewPolicy;
  /** Publishing a job takes a subscription slot or a bundle unit (commerce); free when absent. */
  readonly paidPosting?: boolean;
  /** Organizations' owners may set up and run their own job importers (staff always may); off when absent. */
  readonly ownersManageImporters?: boolean;
}

export interface SiteListing {
  readonly jobsPerPage: number;
  readonly organizationsPerPage: number;
  readonly resumesPerPage: number;
  readonly resumeMatchesPerPage: number;
  /** Default geo radius in km, one of the radius options. */
  readonly defaultRadiusKm: number;
  readonly topJobsOnHome: number;
  /** Featured and video jobs on the home page, 0 to 6 each (0 hides the block). */
  readonly featuredJobsOnHome: number;
  readonly videoJobsOnHome: number;
}

export interface SiteConfig {
  readonly key: SiteKey;
  readonly name: string;
  /** Public host name used for canonical links, e.g. `www.jobs-suedwest.de`. */
  readonly host: string;
  readonly port: number;
  readonly enabled: boolean;
  readonly locales: readonly Locale[];
  readonly defaultLocale: Locale;
  /** Region slugs (German federal states / districts) whose jobs this site shows by default. */
  readonly regions: readonly string[];
  readonly privacyPath: '/privacy-policy' | '/datenschutz';
  /** Where the contact form's messages go (never shown to visitors). */
  readonly contactEmail: string;
  readonly theme: SiteTheme;
  readonly features: SiteFeatures;
  readonly listing: SiteListing;
  /** Sister site that receives the account and self-service paths, when set. */
  readonly sisterSiteRedirect?: { readonly host: string; readonly paths: readonly string[] };
  /** South-west bounding box for address suggestions: [west, south, east, north]. */
  readonly geoBounds?: readonly [number, number, number, number];
  /** The tile provider of the site's maps; OpenStreetMap's when absent (map-tiles.ts). */
  readonly mapTiles?: MapTiles;
  readonly description: string;
}

/** Paths carry a locale prefix only where a site has several locales. */
export const hasLocalePrefix = (site: Pick<SiteConfig, 'locales'>): boolean => site.locales.length > 1;

export const supportsLocale = (site: Pick<SiteConfig, 'locales'>, locale: Locale): boolean => site.locales.includes(locale);
