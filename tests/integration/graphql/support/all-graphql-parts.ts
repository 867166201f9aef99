import {
  createPlatformYoga,
  type PlatformYoga,
  type PlatformYogaOptions,
} from '../../../../src/infrastructure/graphql/server/create-platform-yoga';
import type { GraphqlPart } from '../../../../src/infrastructure/graphql/server/graphql-part';
import type { PlatformApiDeps } from './platform-api-deps';
import { AiWritingAvailability } from '../../../../src/application/platform/ai-writing/ai-writing-availability.use-case';
import { aiWritingGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/ai-writing.resolver';
import { alertsGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/alerts.resolver';
import { appConfigGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/app-config.resolver';
import { applicationsGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/applications.resolver';
import { attachmentsGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/attachments.resolver';
import { blogGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/blog.resolver';
import { bookmarksGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/bookmarks.resolver';
import { consentGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/consent.resolver';
import { jobPageGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/job-page.resolver';
import { jobPostingGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/job-posting.resolver';
import { jobSearchGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/job-search.resolver';
import { jobsGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/jobs.resolver';
import { organizationEditGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/organization-edit.resolver';
import { organizationsGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/organizations.resolver';
import { routeGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/route.resolver';
import { userGraphqlPart } from '../../../../src/infrastructure/graphql/server/resolvers/user.resolver';

/** Every feature's part from one object holding all use cases (in production each feature builds its own). */
export function allGraphqlParts(deps: PlatformApiDeps): GraphqlPart[] {
  return [
    userGraphqlPart(deps),
    appConfigGraphqlPart(deps),
    routeGraphqlPart(deps),
    jobsGraphqlPart(deps),
    blogGraphqlPart(deps),
    consentGraphqlPart(deps),
    organizationsGraphqlPart(deps),
    jobPageGraphqlPart(deps),
    jobSearchGraphqlPart(deps),
    applicationsGraphqlPart(deps),
    organizationEditGraphqlPart(deps),
    bookmarksGraphqlPart(deps),
    alertsGraphqlPart(deps),
    jobPostingGraphqlPart(deps),
    attachmentsGraphqlPart(deps),
    // The fake platform has a model configured, so the board sees the helper offered.
    aiWritingGraphqlPart({ aiWritingAvailability: new AiWritingAvailability(true) }),
  ];
}

/** The whole platform API on `deps`, as the API tests drive it. */
export function platformYoga(deps: PlatformApiDeps, options: PlatformYogaOptions): PlatformYoga {
  return createPlatformYoga(allGraphqlParts(deps), { sites: deps.sites, tokens: deps.tokens }, options);
}
