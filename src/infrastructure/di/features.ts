import { accountsFeature } from './accounts.module';
import { aiWritingFeature } from './ai-writing.module';
import { alertsFeature } from './alerts.module';
import { applicationsFeature } from './applications.module';
import { blogFeature } from './blog.module';
import { blogAdminFeature } from './blog-admin.module';
import { bookmarksFeature } from './bookmarks.module';
import { commerceFeature } from './commerce.module';
import { commerceAdminFeature } from './commerce-admin.module';
import { configAdminFeature } from './config-admin.module';
import { consentAdminFeature } from './consent-admin.module';
import { consentFeature } from './consent.module';
import { communicationFeature } from './communication.module';
import { coreFeature } from './core.module';
import { feedsFeature } from './feeds.module';
import { filesFeature } from './files.module';
import { formPostsFeature } from './form-posts.module';
import { jobImportFeature } from './job-import.module';
import { jobPageFeature } from './job-page.module';
import { jobPostingFeature } from './job-posting.module';
import { homePicksFeature } from './home-picks.module';
import { legalAdminFeature } from './legal-admin.module';
import { mailFeature } from './mail.module';
import { newsletterFeature } from './newsletter.module';
import { organizationDirectoryFeature } from './organization-directory.module';
import { organizationEditFeature } from './organization-edit.module';
import { organizationSectionsFeature } from './organization-sections.module';
import { organizationTeamFeature } from './organization-team.module';
import { organizationsFeature } from './organizations.module';
import { privacyFeature } from './privacy-data.module';
import { resumesFeature } from './resumes.module';
import { resumeRecruitingFeature } from './resume-recruiting.module';
import { resumeAlertsFeature } from './resume-alerts.module';
import { searchFeature } from './search.module';
import { socialFeature } from './social.module';
import { staffFeature } from './staff.module';
import { statisticsFeature } from './statistics.module';
import { staffUsersFeature } from './staff-users.module';
import { staffJobsFeature } from './staff-jobs.module';
import { staffLandingPagesFeature } from './staff-landing-pages.module';
import { staffOrganizationsFeature } from './staff-organizations.module';
import { trackingFeature } from './tracking.module';

/**
 * Every feature of the product: the composition root binds, wires and starts them in this order, and
 * the Board facade's type is the sum of their board parts. A new feature adds one line here.
 */
export const FEATURES = [
  coreFeature,
  mailFeature,
  feedsFeature,
  blogFeature,
  consentFeature,
  organizationsFeature,
  jobPageFeature,
  accountsFeature,
  socialFeature,
  privacyFeature,
  searchFeature,
  applicationsFeature,
  organizationEditFeature,
  bookmarksFeature,
  alertsFeature,
  jobPostingFeature,
  commerceFeature,
  commerceAdminFeature,
  consentAdminFeature,
  blogAdminFeature,
  configAdminFeature,
  communicationFeature,
  legalAdminFeature,
  homePicksFeature,
  resumesFeature,
  resumeRecruitingFeature,
  resumeAlertsFeature,
  organizationDirectoryFeature,
  formPostsFeature,
  filesFeature,
  newsletterFeature,
  organizationSectionsFeature,
  trackingFeature,
  aiWritingFeature,
  staffFeature,
  statisticsFeature,
  organizationTeamFeature,
  staffUsersFeature,
  staffJobsFeature,
  staffLandingPagesFeature,
  staffOrganizationsFeature,
  jobImportFeature,
] as const;
