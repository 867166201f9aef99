import type { BrowseBlog } from '../../application/board/content/browse-blog.use-case';
import type { ShowBlogPost } from '../../application/board/content/show-blog-post.use-case';
import type { AcceptLatestTerms } from '../../application/board/consent/accept-latest-terms.use-case';
import type { CheckLatestTerms } from '../../application/board/consent/check-latest-terms.use-case';
import type { ShowOrganizationPage } from '../../application/board/organizations/show-organization-page.use-case';
import type { ShowContentPage } from '../../application/board/routing/show-content-page.use-case';
import type { BrowseJobs } from '../../application/board/jobs/browse-jobs.use-case';
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
import type { RouteGateway } from '../../application/board/routing/route-gateway.port';
import type { UserGateway } from '../../application/board/identity/user-gateway.port';
import type { AppConfigGateway } from '../../application/board/site/app-config-gateway.port';
import type { CheckHealth } from '../../application/platform/health/check-health.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { SiteConfig } from '../../domain/site/site-config';
import type { Logger } from 'pino';

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
  readonly browseJobs: BrowseJobs;
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
