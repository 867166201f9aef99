import type { AcceptTerms } from '../../../application/platform/consent/accept-terms.use-case';
import type { CreateGdprUserConsent } from '../../../application/platform/consent/create-gdpr-user-consent.use-case';
import type { GetGdprConsentInfos } from '../../../application/platform/consent/get-gdpr-consent-infos.use-case';
import type { HasTheLatestConsent } from '../../../application/platform/consent/has-the-latest-consent.use-case';
import type { ListConsentInfos } from '../../../application/platform/consent/list-consent-infos.use-case';
import type { GetLandingPage } from '../../../application/platform/content/get-landing-page.use-case';
import type { GetOrganizationProfile } from '../../../application/platform/organizations/get-organization-profile.use-case';
import type { ListOrganizationJobs } from '../../../application/platform/organizations/list-organization-jobs.use-case';
import type { GetOrganizationEditAccess } from '../../../application/platform/organizations/get-organization-edit-access.use-case';
import type { GetOrganizationProfileOptions } from '../../../application/platform/organizations/get-organization-profile-options.use-case';
import type { ListUpdatableOrganizationProfiles } from '../../../application/platform/organizations/list-updatable-organization-profiles.use-case';
import type { UpdateOrganizationProfile } from '../../../application/platform/organizations/update-organization-profile.use-case';
import type { GetBlogPost } from '../../../application/platform/content/get-blog-post.use-case';
import type { ListBlogPosts } from '../../../application/platform/content/list-blog-posts.use-case';
import type { CheckAttachments } from '../../../application/platform/files/check-attachments.use-case';
import type { GetCurrentUser } from '../../../application/platform/identity/get-current-user.use-case';
import type { TokenVerifier } from '../../../application/platform/identity/token-verifier.port';
import type { SuggestPlaces } from '../../../application/platform/geo/suggest-places.use-case';
import type { GetJob } from '../../../application/platform/jobs/get-job.use-case';
import type { ListJobs } from '../../../application/platform/jobs/list-jobs.use-case';
import type { ListSimilarJobs } from '../../../application/platform/jobs/list-similar-jobs.use-case';
import type { LookupRoute } from '../../../application/platform/routing/lookup-route.use-case';
import type { ListSearchTerms } from '../../../application/platform/search/list-search-terms.use-case';
import type { RunJobSearch } from '../../../application/platform/search/run-job-search.use-case';
import type { GetAppConfig } from '../../../application/platform/site/get-app-config.use-case';
import type { ArchiveJob } from '../../../application/platform/job-posting/archive-job.use-case';
import type { CreateJob } from '../../../application/platform/job-posting/create-job.use-case';
import type { DuplicateJob } from '../../../application/platform/job-posting/duplicate-job.use-case';
import type { GetEditableJob } from '../../../application/platform/job-posting/get-editable-job.use-case';
import type { GetJobWizardOptions } from '../../../application/platform/job-posting/get-job-wizard-options.use-case';
import type { ListManagedJobs } from '../../../application/platform/job-posting/list-managed-jobs.use-case';
import type { PreviewJob } from '../../../application/platform/job-posting/preview-job.use-case';
import type { PublishJob } from '../../../application/platform/job-posting/publish-job.use-case';
import type { RecordJobView } from '../../../application/platform/job-posting/record-job-view.use-case';
import type { RepublishJob } from '../../../application/platform/job-posting/republish-job.use-case';
import type { ReviewJob } from '../../../application/platform/job-posting/review-job.use-case';
import type { ScheduleJob } from '../../../application/platform/job-posting/schedule-job.use-case';
import type { UpdateJob } from '../../../application/platform/job-posting/update-job.use-case';
import type { SiteDirectory } from '../../../application/platform/site/site-directory.port';
import type { ChangeApplicationStatus } from '../../../application/platform/applications/change-application-status.use-case';
import type { GetApplication } from '../../../application/platform/applications/get-application.use-case';
import type { GetApplicationForm } from '../../../application/platform/applications/get-application-form.use-case';
import type { ListJobApplications } from '../../../application/platform/applications/list-job-applications.use-case';
import type { ListMyApplications } from '../../../application/platform/applications/list-my-applications.use-case';
import type { SubmitApplication } from '../../../application/platform/applications/submit-application.use-case';
import type { AlertsApiDeps } from './alerts-api-deps';

/**
 * What the GraphQL server drives: the platform use cases (already bound to their adapters by the
 * composition root) plus the two ports it needs to build the request context. Only `execute` is used,
 * so tests may pass the real use cases on fakes or hand-written stand-ins.
 */
export interface PlatformApiDeps extends AlertsApiDeps {
  readonly listJobs: Pick<ListJobs, 'execute'>;
  readonly getJob: Pick<GetJob, 'execute'>;
  readonly listBlogPosts: Pick<ListBlogPosts, 'execute'>;
  readonly getBlogPost: Pick<GetBlogPost, 'execute'>;
  readonly runJobSearch: Pick<RunJobSearch, 'execute'>;
  readonly listSearchTerms: Pick<ListSearchTerms, 'execute'>;
  readonly getCurrentUser: Pick<GetCurrentUser, 'execute'>;
  readonly getAppConfig: Pick<GetAppConfig, 'execute'>;
  readonly lookupRoute: Pick<LookupRoute, 'execute'>;
  readonly checkAttachments: Pick<CheckAttachments, 'execute'>;
  // consent (GDPR consents, terms dialog)
  readonly getGdprConsentInfos: Pick<GetGdprConsentInfos, 'execute'>;
  readonly hasTheLatestConsent: Pick<HasTheLatestConsent, 'execute'>;
  readonly listConsentInfos: Pick<ListConsentInfos, 'execute'>;
  readonly createGdprUserConsent: Pick<CreateGdprUserConsent, 'execute'>;
  readonly acceptTerms: Pick<AcceptTerms, 'execute'>;
  // organizations (profile pages) and landing pages
  readonly getOrganizationProfile: Pick<GetOrganizationProfile, 'execute'>;
  readonly listOrganizationJobs: Pick<ListOrganizationJobs, 'execute'>;
  readonly getLandingPage: Pick<GetLandingPage, 'execute'>;
  // job page
  readonly listSimilarJobs: Pick<ListSimilarJobs, 'execute'>;
  readonly suggestPlaces: Pick<SuggestPlaces, 'execute'>;
  // applications
  readonly getApplicationForm: Pick<GetApplicationForm, 'execute'>;
  readonly submitApplication: Pick<SubmitApplication, 'execute'>;
  readonly listJobApplications: Pick<ListJobApplications, 'execute'>;
  readonly getApplication: Pick<GetApplication, 'execute'>;
  readonly changeApplicationStatus: Pick<ChangeApplicationStatus, 'execute'>;
  readonly listMyApplications: Pick<ListMyApplications, 'execute'>;
  // organization editing (profile updates by the owner or staff)
  readonly listUpdatableOrganizationProfiles: Pick<ListUpdatableOrganizationProfiles, 'execute'>;
  readonly getOrganizationEditAccess: Pick<GetOrganizationEditAccess, 'execute'>;
  readonly getOrganizationProfileOptions: Pick<GetOrganizationProfileOptions, 'execute'>;
  readonly updateOrganizationProfile: Pick<UpdateOrganizationProfile, 'execute'>;
  // job posting (wizard, workflow, job manager)
  readonly getJobWizardOptions: Pick<GetJobWizardOptions, 'execute'>;
  readonly getEditableJob: Pick<GetEditableJob, 'execute'>;
  readonly listManagedJobs: Pick<ListManagedJobs, 'execute'>;
  readonly createJob: Pick<CreateJob, 'execute'>;
  readonly updateJob: Pick<UpdateJob, 'execute'>;
  readonly publishJob: Pick<PublishJob, 'execute'>;
  readonly scheduleJob: Pick<ScheduleJob, 'execute'>;
  readonly archiveJob: Pick<ArchiveJob, 'execute'>;
  readonly republishJob: Pick<RepublishJob, 'execute'>;
  readonly duplicateJob: Pick<DuplicateJob, 'execute'>;
  readonly reviewJob: Pick<ReviewJob, 'execute'>;
  readonly recordJobView: Pick<RecordJobView, 'execute'>;
  readonly previewJob: Pick<PreviewJob, 'execute'>;
  readonly sites: SiteDirectory;
  readonly tokens: TokenVerifier;
}
