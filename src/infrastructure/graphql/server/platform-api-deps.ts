import type { TokenVerifier } from '../../../application/platform/identity/token-verifier.port';
import type { SiteDirectory } from '../../../application/platform/site/site-directory.port';
import type { AlertsApiDeps } from './alerts-api-deps';
import type { AppConfigApiDeps } from './resolvers/app-config.resolver';
import type { ApplicationsApiDeps } from './resolvers/applications.resolver';
import type { AttachmentsApiDeps } from './resolvers/attachments.resolver';
import type { BlogApiDeps } from './resolvers/blog.resolver';
import type { ConsentApiDeps } from './resolvers/consent.resolver';
import type { JobPageApiDeps } from './resolvers/job-page.resolver';
import type { JobPostingApiDeps } from './resolvers/job-posting.resolver';
import type { JobSearchApiDeps } from './resolvers/job-search.resolver';
import type { JobsApiDeps } from './resolvers/jobs.resolver';
import type { OrganizationEditApiDeps } from './resolvers/organization-edit.resolver';
import type { OrganizationsApiDeps } from './resolvers/organizations.resolver';
import type { RouteApiDeps } from './resolvers/route.resolver';
import type { UserApiDeps } from './resolvers/user.resolver';

/**
 * Every part's use cases in one object, plus the two ports the request context is built from: the
 * input of createPlatformYoga until the composition root builds the parts itself
 * (createPlatformYogaFromParts). Only `execute` is used, so tests may pass the real use cases on fakes
 * or hand-written stand-ins.
 */
export interface PlatformApiDeps
  extends AlertsApiDeps,
    UserApiDeps,
    AppConfigApiDeps,
    RouteApiDeps,
    JobsApiDeps,
    BlogApiDeps,
    ConsentApiDeps,
    OrganizationsApiDeps,
    JobPageApiDeps,
    JobSearchApiDeps,
    ApplicationsApiDeps,
    OrganizationEditApiDeps,
    JobPostingApiDeps,
    AttachmentsApiDeps {
  readonly sites: SiteDirectory;
  readonly tokens: TokenVerifier;
}
