import { alertsResolvers } from './alerts.resolver';
import { appConfigResolvers } from './app-config.resolver';
import { applicationsResolvers } from './applications.resolver';
import { attachmentsResolvers } from './attachments.resolver';
import { blogResolvers } from './blog.resolver';
import { bookmarksResolvers } from './bookmarks.resolver';
import { consentResolvers } from './consent.resolver';
import { jobPageResolvers } from './job-page.resolver';
import { jobPostingResolvers } from './job-posting.resolver';
import { jobSearchResolvers } from './job-search.resolver';
import { jobsResolvers } from './jobs.resolver';
import { organizationEditResolvers } from './organization-edit.resolver';
import { organizationsResolvers } from './organizations.resolver';
import { routeResolvers } from './route.resolver';
import { userResolvers } from './user.resolver';

/** Every area's resolvers, one file each; a new area adds one line here. */
const AREAS: ReadonlyArray<{ Query?: object; Mutation?: object }> = [
  userResolvers,
  appConfigResolvers,
  routeResolvers,
  jobsResolvers,
  blogResolvers,
  consentResolvers,
  organizationsResolvers,
  jobPageResolvers,
  jobSearchResolvers,
  applicationsResolvers,
  organizationEditResolvers,
  bookmarksResolvers,
  alertsResolvers,
  jobPostingResolvers,
  attachmentsResolvers,
];

/** All resolvers; the schema is ../type-defs.ts. */
export const resolvers = {
  Query: Object.assign({}, ...AREAS.map((area) => area.Query ?? {})),
  Mutation: Object.assign({}, ...AREAS.map((area) => area.Mutation ?? {})),
  Upload: attachmentsResolvers.Upload,
  RouteContent: routeResolvers.RouteContent,
};
