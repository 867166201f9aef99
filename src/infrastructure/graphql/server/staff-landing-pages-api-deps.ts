import type { DeleteStaffLandingPage } from '../../../application/platform/staff/landing-pages/delete-staff-landing-page.use-case';
import type { SaveStaffLandingPage } from '../../../application/platform/staff/landing-pages/save-staff-landing-page.use-case';
import type { SearchStaffLandingPages } from '../../../application/platform/staff/landing-pages/search-staff-landing-pages.use-case';

/** What the console's landing pages add to the platform API (bound in di/staff-landing-pages.module.ts). */
export interface StaffLandingPagesApiDeps {
  readonly pages: Pick<SearchStaffLandingPages, 'search' | 'find'>;
  readonly save: Pick<SaveStaffLandingPage, 'execute'>;
  readonly delete: Pick<DeleteStaffLandingPage, 'execute'>;
}
