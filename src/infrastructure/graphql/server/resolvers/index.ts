import type { GraphqlPart } from '../graphql-part';
import type { PlatformApiDeps } from '../platform-api-deps';
import { alertsGraphqlPart } from './alerts.resolver';
import { appConfigGraphqlPart } from './app-config.resolver';
import { applicationsGraphqlPart } from './applications.resolver';
import { attachmentsGraphqlPart } from './attachments.resolver';
import { blogGraphqlPart } from './blog.resolver';
import { bookmarksGraphqlPart } from './bookmarks.resolver';
import { consentGraphqlPart } from './consent.resolver';
import { jobPageGraphqlPart } from './job-page.resolver';
import { jobPostingGraphqlPart } from './job-posting.resolver';
import { jobSearchGraphqlPart } from './job-search.resolver';
import { jobsGraphqlPart } from './jobs.resolver';
import { organizationEditGraphqlPart } from './organization-edit.resolver';
import { organizationsGraphqlPart } from './organizations.resolver';
import { routeGraphqlPart } from './route.resolver';
import { userGraphqlPart } from './user.resolver';

/**
 * Every feature's part from one object holding all use cases: what createPlatformYoga needs until the
 * composition root builds the parts itself (each part takes only its own use cases).
 */
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
  ];
}
