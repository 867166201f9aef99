import { appConfigResolvers } from './app-config.resolver';
import { attachmentsResolvers } from './attachments.resolver';
import { blogResolvers } from './blog.resolver';
import { consentResolvers } from './consent.resolver';
import { jobPageResolvers } from './job-page.resolver';
import { jobPostingResolvers } from './job-posting.resolver';
import { jobSearchResolvers } from './job-search.resolver';
import { jobsResolvers } from './jobs.resolver';
import { organizationsResolvers } from './organizations.resolver';
import { routeResolvers } from './route.resolver';
import { userResolvers } from './user.resolver';

/** All resolvers, one file per area; the schema is ../type-defs.ts. */
export const resolvers = {
  Query: {
    ...userResolvers.Query,
    ...appConfigResolvers.Query,
    ...routeResolvers.Query,
    ...jobsResolvers.Query,
    ...blogResolvers.Query,
    ...consentResolvers.Query,
    ...organizationsResolvers.Query,
    ...jobPageResolvers.Query,
    ...jobSearchResolvers.Query,
    ...jobPostingResolvers.Query,
  },
  Mutation: { ...attachmentsResolvers.Mutation, ...consentResolvers.Mutation, ...jobPostingResolvers.Mutation },
  Upload: attachmentsResolvers.Upload,
  RouteContent: routeResolvers.RouteContent,
};
