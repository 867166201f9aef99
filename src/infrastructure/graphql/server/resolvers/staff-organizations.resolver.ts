import { z } from 'zod';
import type { Result } from '../../../../domain/shared/result';
import { staffOrganizationsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { StaffOrganizationsApiDeps } from '../staff-organizations-api-deps';
import { parseArgs } from './validation';
import { ENTITY_ID, isEntityId } from '../../../../domain/shared/entity-id';

const organizationId = z.string().regex(ENTITY_ID, 'id must be a number');
const SearchArgs = z.object({
  text: z.string().max(200).nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});
const FeaturedArgs = z.object({ organizationId, siteKey: z.string().min(1).max(60), featured: z.boolean() });
const ParentArgs = z.object({ organizationId, parentId: organizationId.nullish() });
const MergeArgs = z.object({ keptId: organizationId, duplicateId: organizationId, confirmed: z.boolean() });

const errorsOf = (result: Result<unknown>) => ({ errors: result.ok ? [] : [result.code] });

/** The organizations section: search, one organization, feature, parent and merge; refusals come back in `errors`. */
export function staffOrganizationsGraphqlPart(deps: StaffOrganizationsApiDeps): GraphqlPart {
  return {
    typeDefs: staffOrganizationsTypeDefs,
    resolvers: {
      Query: {
        async staffOrganizations(_, args, ctx) {
          const a = parseArgs(SearchArgs, args);
          const result = await deps.organizations.search(
            { text: a.text ?? '', offset: a.offset ?? 0, limit: a.limit ?? 20 },
            ctx.requestContext,
          );
          return result.ok ? { ...result.value, errors: [] } : { organizations: [], total: 0, errors: [result.code] };
        },
        async staffOrganization(_, args, ctx) {
          // An id that is no number names no organization: NOT_FOUND, after the same authorization as any other.
          const id = isEntityId(args.id) ? args.id : '0';
          const result = await deps.organizations.find(id, ctx.requestContext);
          return result.ok ? { organization: result.value, errors: [] } : { organization: null, errors: [result.code] };
        },
      },
      Mutation: {
        async setOrganizationFeatured(_, args, ctx) {
          const a = parseArgs(FeaturedArgs, args);
          return errorsOf(await deps.feature.execute(a, ctx.requestContext));
        },
        async setStaffOrganizationParent(_, args, ctx) {
          const a = parseArgs(ParentArgs, args);
          return errorsOf(
            await deps.parent.execute({ organizationId: a.organizationId, parentId: a.parentId ?? null }, ctx.requestContext),
          );
        },
        async mergeStaffOrganizations(_, args, ctx) {
          const a = parseArgs(MergeArgs, args);
          return errorsOf(await deps.merge.execute(a, ctx.requestContext));
        },
      },
    },
  };
}
