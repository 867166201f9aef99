import type { BoardContext } from '../../../../src/application/board/board-context';
import { ApolloAiWritingGateway } from '../../../../src/infrastructure/graphql/client/apollo-ai-writing-gateway';
import { ApolloAppConfigGateway } from '../../../../src/infrastructure/graphql/client/apollo-app-config-gateway';
import { ApolloApplicationGateway } from '../../../../src/infrastructure/graphql/client/apollo-application-gateway';
import { ApolloBlogGateway } from '../../../../src/infrastructure/graphql/client/apollo-blog-gateway';
import { ApolloBlogAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-blog-admin-gateway';
import { ApolloBookmarkGateway } from '../../../../src/infrastructure/graphql/client/apollo-bookmark-gateway';
import { ApolloCommerceGateway } from '../../../../src/infrastructure/graphql/client/apollo-commerce-gateway';
import { ApolloCommerceAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-commerce-admin-gateway';
import { ApolloConfigAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-config-admin-gateway';
import { ApolloConsentAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-consent-admin-gateway';
import { ApolloConsentGateway } from '../../../../src/infrastructure/graphql/client/apollo-consent-gateway';
import { ApolloContactGateway } from '../../../../src/infrastructure/graphql/client/apollo-contact-gateway';
import { ApolloHomeHighlightsGateway } from '../../../../src/infrastructure/graphql/client/apollo-home-highlights-gateway';
import { ApolloNewsletterGateway } from '../../../../src/infrastructure/graphql/client/apollo-newsletter-gateway';
import { ApolloMeasurementAllowanceGateway } from '../../../../src/infrastructure/graphql/client/apollo-measurement-allowance-gateway';
import { ApolloLegalDocumentGateway } from '../../../../src/infrastructure/graphql/client/apollo-legal-document-gateway';
import { ApolloHomePicksGateway } from '../../../../src/infrastructure/graphql/client/apollo-home-picks-gateway';
import { ApolloLegalAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-legal-admin-gateway';
import { ApolloJobAlertGateway } from '../../../../src/infrastructure/graphql/client/apollo-job-alert-gateway';
import { ApolloJobGateway } from '../../../../src/infrastructure/graphql/client/apollo-job-gateway';
import { ApolloJobImportGateway } from '../../../../src/infrastructure/graphql/client/apollo-job-import-gateway';
import { ApolloJobPostingGateway } from '../../../../src/infrastructure/graphql/client/apollo-job-posting-gateway';
import { ApolloJobSearchGateway } from '../../../../src/infrastructure/graphql/client/apollo-job-search-gateway';
import { ApolloLandingPageAdminGateway } from '../../../../src/infrastructure/graphql/client/apollo-landing-page-admin-gateway';
import { ApolloLandingPageGateway } from '../../../../src/infrastructure/graphql/client/apollo-landing-page-gateway';
import { ApolloOrganizationDirectoryGateway } from '../../../../src/infrastructure/graphql/client/apollo-organization-directory-gateway';
import { ApolloOrganizationEditGateway } from '../../../../src/infrastructure/graphql/client/apollo-organization-edit-gateway';
import { ApolloOrganizationGateway } from '../../../../src/infrastructure/graphql/client/apollo-organization-gateway';
import { ApolloPlaceGateway } from '../../../../src/infrastructure/graphql/client/apollo-place-gateway';
import { ApolloProfileSectionsGateway } from '../../../../src/infrastructure/graphql/client/apollo-profile-sections-gateway';
import { ApolloResumeAlertGateway } from '../../../../src/infrastructure/graphql/client/apollo-resume-alert-gateway';
import { ApolloResumeGateway } from '../../../../src/infrastructure/graphql/client/apollo-resume-gateway';
import { ApolloResumeImportGateway } from '../../../../src/infrastructure/graphql/client/apollo-resume-import-gateway';
import { ApolloResumeRecruitingGateway } from '../../../../src/infrastructure/graphql/client/apollo-resume-recruiting-gateway';
import { ApolloRouteGateway } from '../../../../src/infrastructure/graphql/client/apollo-route-gateway';
import { ApolloStaffGateway } from '../../../../src/infrastructure/graphql/client/apollo-staff-gateway';
import { ApolloStaffJobsGateway } from '../../../../src/infrastructure/graphql/client/apollo-staff-jobs-gateway';
import { ApolloStaffOrganizationsGateway } from '../../../../src/infrastructure/graphql/client/apollo-staff-organizations-gateway';
import { ApolloStaffUsersGateway } from '../../../../src/infrastructure/graphql/client/apollo-staff-users-gateway';
import { ApolloSimilarJobsGateway } from '../../../../src/infrastructure/graphql/client/apollo-similar-jobs-gateway';
import { ApolloStatisticsGateway } from '../../../../src/infrastructure/graphql/client/apollo-statistics-gateway';
import { ApolloTeamGateway } from '../../../../src/infrastructure/graphql/client/apollo-team-gateway';
import { ApolloUserGateway } from '../../../../src/infrastructure/graphql/client/apollo-user-gateway';
import { createApolloClient, type ApolloClientOptions } from '../../../../src/infrastructure/graphql/client/create-apollo-client';

/** Every board gateway on one Apollo client; the contract files take what they test from here. */
export function boardGateways(options: ApolloClientOptions) {
  const client = createApolloClient({ ssrMode: true, ...options });
  return {
    // The writing helper's stream is a platform path, not GraphQL: tests/integration/ai-writing, tests/e2e/ai-writing.spec.ts.
    aiWriting: new ApolloAiWritingGateway(client),
    appConfig: new ApolloAppConfigGateway(client),
    applications: new ApolloApplicationGateway(client),
    blog: new ApolloBlogGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/content/blog-admin.test.ts.
    blogAdmin: new ApolloBlogAdminGateway(client),
    bookmarks: new ApolloBookmarkGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/commerce/commerce-gateway.test.ts.
    commerce: new ApolloCommerceGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/commerce/commerce-admin.test.ts.
    commerceAdmin: new ApolloCommerceAdminGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/config/config-admin.test.ts.
    configAdmin: new ApolloConfigAdminGateway(client),
    consent: new ApolloConsentGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/consent/consent-admin.test.ts.
    consentAdmin: new ApolloConsentAdminGateway(client),
    // Exercised on PostgreSQL by tests/integration/contact and tests/integration/content.
    contact: new ApolloContactGateway(client),
    homeHighlights: new ApolloHomeHighlightsGateway(client),
    legal: new ApolloLegalDocumentGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/content/legal-admin.test.ts.
    legalAdmin: new ApolloLegalAdminGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/content/home-picks.test.ts.
    homePicks: new ApolloHomePicksGateway(client),
    // Exercised by the browser journey tests/e2e/newsletter.spec.ts; its API on PostgreSQL by tests/integration/newsletter.
    newsletter: new ApolloNewsletterGateway(client),
    // Exercised by the browser journey tests/e2e/staff-console.spec.ts; its API on PostgreSQL by tests/integration/staff.
    staff: new ApolloStaffGateway(client),
    // Exercised by the browser journey tests/e2e/staff-console.spec.ts; its use cases on PostgreSQL by tests/integration/staff.
    staffUsers: new ApolloStaffUsersGateway(client),
    // Its use cases on PostgreSQL: tests/integration/staff/staff-jobs.test.ts.
    staffJobs: new ApolloStaffJobsGateway(client),
    // Its use cases on PostgreSQL: tests/integration/staff/staff-organizations.test.ts.
    staffOrganizations: new ApolloStaffOrganizationsGateway(client),
    jobAlerts: new ApolloJobAlertGateway(client),
    // Exercised on PostgreSQL across two app instances by tests/integration/tracking/measurement-rate-across-workers.test.ts.
    measurementAllowance: new ApolloMeasurementAllowanceGateway(client),
    // Exercised on PostgreSQL through the board's beacon, pages and export by tests/integration/statistics/statistics.test.ts.
    statistics: new ApolloStatisticsGateway(client),
    jobs: new ApolloJobGateway(client),
    // Exercised on PostgreSQL by tests/integration/job-import/job-import-gateway.test.ts.
    jobImport: new ApolloJobImportGateway(client),
    jobPosting: new ApolloJobPostingGateway(client),
    jobSearch: new ApolloJobSearchGateway(client),
    landingPages: new ApolloLandingPageGateway(client),
    // Its behaviour is tested against the platform on PostgreSQL: tests/integration/content/landing-page-admin.test.ts.
    landingPageAdmin: new ApolloLandingPageAdminGateway(client),
    // Exercised on PostgreSQL by tests/integration/organizations/organization-directory-slice.test.ts.
    organizationDirectory: new ApolloOrganizationDirectoryGateway(client),
    organizationEdit: new ApolloOrganizationEditGateway(client),
    organizations: new ApolloOrganizationGateway(client),
    places: new ApolloPlaceGateway(client),
    // Exercised on PostgreSQL by tests/integration/organizations/organization-sections-slice.test.ts.
    profileSections: new ApolloProfileSectionsGateway(client),
    // Exercised on PostgreSQL by tests/integration/resumes/resumes-slice.test.ts.
    resumes: new ApolloResumeGateway(client),
    // Exercised on PostgreSQL by tests/integration/resumes/resume-import.test.ts.
    resumeImports: new ApolloResumeImportGateway(client),
    // Exercised on PostgreSQL by tests/integration/resume-recruiting/resume-alerts.test.ts.
    resumeAlerts: new ApolloResumeAlertGateway(client),
    // Exercised on PostgreSQL by tests/integration/resume-recruiting (contacts, search and visibility).
    resumeRecruiting: new ApolloResumeRecruitingGateway(client),
    routes: new ApolloRouteGateway(client),
    similarJobs: new ApolloSimilarJobsGateway(client),
    // Exercised on PostgreSQL by tests/integration/organizations/organization-team-gateway.test.ts.
    team: new ApolloTeamGateway(client),
    users: new ApolloUserGateway(client),
  };
}

export type BoardGateways = ReturnType<typeof boardGateways>;

/** A contract file's tests, given the gateways (built lazily: the server starts in beforeAll). */
export type GatewayContract = (gateways: () => BoardGateways) => void;

export const GUEST: BoardContext = { site: 'default', locale: 'de' };
/** An applicant (user 7, seeded as ANNA). */
export const ANNA_SIGNED_IN: BoardContext = { ...GUEST, token: 'token-anna' };
/** The owner of organization 10 (user 8). */
export const OWNER_SIGNED_IN: BoardContext = { ...GUEST, token: 'token-owner' };
