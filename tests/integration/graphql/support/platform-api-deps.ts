import type { TokenVerifier } from '../../../../src/application/platform/identity/token-verifier.port';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { AlertsApiDeps } from '../../../../src/infrastructure/graphql/server/alerts-api-deps';
import type { AppConfigApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/app-config.resolver';
import type { ApplicationsApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/applications.resolver';
import type { AttachmentsApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/attachments.resolver';
import type { BlogApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/blog.resolver';
import type { ConsentApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/consent.resolver';
import type { JobPageApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/job-page.resolver';
import type { JobPostingApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/job-posting.resolver';
import type { JobSearchApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/job-search.resolver';
import type { JobsApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/jobs.resolver';
import type { OrganizationEditApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/organization-edit.resolver';
import type { OrganizationsApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/organizations.resolver';
import type { RouteApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/route.resolver';
import type { UserApiDeps } from '../../../../src/infrastructure/graphql/server/resolvers/user.resolver';

/**
 * Every part's use cases in one object, plus the two ports the request context is built from: how the
 * API tests hand the whole platform to `platformYoga` (the composition root builds each feature's part
 * from its own use cases instead). Only `execute` is used, so tests may pass the real use cases on fakes
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
