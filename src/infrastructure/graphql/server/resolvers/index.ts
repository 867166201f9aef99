import { appConfigResolvers } from './app-config.resolver';
import { attachmentsResolvers } from './attachments.resolver';
import { blogResolvers } from './blog.resolver';
import { jobSearchResolvers } from './job-search.resolver';
import { jobsResolvers } from './jobs.resolver';
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
    ...jobSearchResolvers.Query,
  },
  Mutation: { ...attachmentsResolvers.Mutation },
  Upload: attachmentsResolvers.Upload,
  RouteContent: routeResolvers.RouteContent,
};
