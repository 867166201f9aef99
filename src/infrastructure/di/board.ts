import type { BrowseBlog } from '../../application/board/content/browse-blog.use-case';
import type { ShowBlogPost } from '../../application/board/content/show-blog-post.use-case';
import type { AcceptLatestTerms } from '../../application/board/consent/accept-latest-terms.use-case';
import type { CheckLatestTerms } from '../../application/board/consent/check-latest-terms.use-case';
import type { ShowOrganizationPage } from '../../application/board/organizations/show-organization-page.use-case';
import type { CheckOrganizationEditRight } from '../../application/board/organizations/check-organization-edit-right.use-case';
import type { OpenOrganizationEditor } from '../../application/board/organizations/open-organization-editor.use-case';
import type { SaveOrganizationProfile } from '../../application/board/organizations/save-organization-profile.use-case';
import type { ShowUpdatableOrganizations } from '../../application/board/organizations/show-updatable-organizations.use-case';
import type { ShowContentPage } from '../../application/board/routing/show-content-page.use-case';
import type { ShowHomePage } from '../../application/board/jobs/show-home-page.use-case';
import type { ShowJobPage } from '../../application/board/jobs/show-job-page.use-case';
import type { ShowSimilarJobs } from '../../application/board/jobs/show-similar-jobs.use-case';
import type { SuggestPlacesForField } from '../../application/board/geo/suggest-places-for-field.use-case';
import type { ChangeJobWorkflow } from '../../application/board/job-posting/change-job-workflow.use-case';
import type { CountJobView } from '../../application/board/job-posting/count-job-view.use-case';
import type { OpenJobWizard } from '../../application/board/job-posting/open-job-wizard.use-case';
import type { SaveJobPosting } from '../../application/board/job-posting/save-job-posting.use-case';
import type { ShowJobManager } from '../../application/board/job-posting/show-job-manager.use-case';
import type { ShowJobPreview } from '../../application/board/job-posting/show-job-preview.use-case';
import type { SearchJobs } from '../../application/board/search/search-jobs.use-case';
import type { BookmarkStates } from '../../application/board/bookmarks/bookmark-states.use-case';
import type { ShowBookmarks } from '../../application/board/bookmarks/show-bookmarks.use-case';
import type { ToggleBookmark } from '../../application/board/bookmarks/toggle-bookmark.use-case';
import type { AlertStateForSearch } from '../../application/board/alerts/alert-state-for-search.use-case';
import type { ChangeJobAlert } from '../../application/board/alerts/change-job-alert.use-case';
import type { DescribeAlertSearch } from '../../application/board/alerts/describe-alert-search.use-case';
import type { SaveSearchAsAlert } from '../../application/board/alerts/save-search-as-alert.use-case';
import type { ShowMyAlerts } from '../../application/board/alerts/show-my-alerts.use-case';
import type { UseAlertLink } from '../../application/board/alerts/use-alert-link.use-case';
import type { RouteGateway } from '../../application/board/routing/route-gateway.port';
import type { UserGateway } from '../../application/board/identity/user-gateway.port';
import type { AppConfigGateway } from '../../application/board/site/app-config-gateway.port';
import type { CheckHealth } from '../../application/platform/health/check-health.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { SiteConfig } from '../../domain/site/site-config';
import type { Logger } from 'pino';
import type { MoveApplication } from '../../application/board/applications/move-application.use-case';
import type { SendApplication } from '../../application/board/applications/send-application.use-case';
import type { ShowApplication } from '../../application/board/applications/show-application.use-case';
import type { ShowApplicationForm } from '../../application/board/applications/show-application-form.use-case';
import type { ShowJobApplications } from '../../application/board/applications/show-job-applications.use-case';
import type { ShowMyApplications } from '../../application/board/applications/show-my-applications.use-case';

/**
 * What the UI's server side may use: the site this process serves and the board use cases, already
 * bound to their adapters by the composition root (`container.ts`). Server-only: import it from
 * `*.server.ts` / server functions / server routes, never from components.
 */
export interface Board {
  readonly site: SiteConfig;
  readonly sites: SiteDirectory;
  readonly logger: Logger;
  readonly showHomePage: ShowHomePage;
  readonly showJobPage: ShowJobPage;
  readonly browseBlog: BrowseBlog;
  readonly showBlogPost: ShowBlogPost;
  readonly checkLatestTerms: CheckLatestTerms;
  readonly acceptLatestTerms: AcceptLatestTerms;
  readonly showOrganizationPage: ShowOrganizationPage;
  readonly showContentPage: ShowContentPage;
  readonly showSimilarJobs: ShowSimilarJobs;
  readonly suggestPlaces: SuggestPlacesForField;
  readonly searchJobs: SearchJobs;
  // applications
  readonly showApplicationForm: ShowApplicationForm;
  readonly sendApplication: SendApplication;
  readonly showJobApplications: ShowJobApplications;
  readonly showApplication: ShowApplication;
  readonly showMyApplications: ShowMyApplications;
  readonly moveApplication: MoveApplication;
  readonly openOrganizationEditor: OpenOrganizationEditor;
  readonly saveOrganizationProfile: SaveOrganizationProfile;
  readonly showUpdatableOrganizations: ShowUpdatableOrganizations;
  readonly checkOrganizationEditRight: CheckOrganizationEditRight;
  // bookmarks and job alerts
  readonly toggleBookmark: ToggleBookmark;
  readonly showBookmarks: ShowBookmarks;
  readonly bookmarkStates: BookmarkStates;
  readonly saveSearchAsAlert: SaveSearchAsAlert;
  readonly changeJobAlert: ChangeJobAlert;
  readonly useAlertLink: UseAlertLink;
  readonly showMyAlerts: ShowMyAlerts;
  readonly alertStateForSearch: AlertStateForSearch;
  readonly describeAlertSearch: DescribeAlertSearch;
  // job posting (wizard, preview, job manager, view counts)
  readonly openJobWizard: OpenJobWizard;
  readonly showJobPreview: ShowJobPreview;
  readonly saveJobPosting: SaveJobPosting;
  readonly changeJobWorkflow: ChangeJobWorkflow;
  readonly showJobManager: ShowJobManager;
  readonly countJobView: CountJobView;
  readonly routes: RouteGateway;
  readonly users: UserGateway;
  readonly appConfig: AppConfigGateway;
  readonly checkHealth: CheckHealth;
  /** The platform's GraphQL endpoint (yoga) for the `/graphql` server route. */
  handleGraphql(request: Request): Promise<Response>;
}
