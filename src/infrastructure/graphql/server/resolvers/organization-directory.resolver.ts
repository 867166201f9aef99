import { z } from 'zod';
import type { ListDirectoryTerms } from '../../../../application/platform/organization-directory/list-directory-terms.use-case';
import type { ListFeaturedOrganizations } from '../../../../application/platform/organization-directory/list-featured-organizations.use-case';
import {
  MAX_DIRECTORY_PAGE_SIZE,
  type SearchOrganizationDirectory,
} from '../../../../application/platform/organization-directory/search-organization-directory.use-case';
import { DIRECTORY_LIMITS, type DirectoryEntry } from '../../../../domain/organization/organization-directory';
import { badUserInput } from '../expected-error';
import { organizationDirectoryTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toTranslations } from './translations.mapper';
import { parseArgs } from './validation';

const ids = z.array(z.string().regex(/^[1-9]\d{0,17}$/, 'ids are positive integers')).max(DIRECTORY_LIMITS.valuesPerFacet);
const DirectoryArgs = z.object({
  request: z.object({
    keys: z.string().max(DIRECTORY_LIMITS.keysMax).nullish(),
    industry: ids,
    occupations: ids,
    fieldsOfStudy: ids,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_DIRECTORY_PAGE_SIZE),
  }),
});
const FeaturedArgs = z.object({ limit: z.number().int().min(0).max(4, 'limit must be 0 to 4') });

export interface OrganizationDirectoryApiDeps {
  readonly searchOrganizationDirectory: Pick<SearchOrganizationDirectory, 'execute'>;
  readonly listDirectoryTerms: Pick<ListDirectoryTerms, 'execute'>;
  readonly listFeaturedOrganizations: Pick<ListFeaturedOrganizations, 'execute'>;
}

const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

const toDto = (entry: DirectoryEntry) => ({ ...entry });

export function organizationDirectoryGraphqlPart(deps: OrganizationDirectoryApiDeps): GraphqlPart {
  return {
    typeDefs: organizationDirectoryTypeDefs,
    resolvers: {
      Query: {
        async organizationDirectory(_, args, ctx) {
          const { request } = parseArgs(DirectoryArgs, args);
          const keys = request.keys?.trim() || null;
          const result = await deps.searchOrganizationDirectory.execute(
            {
              request: {
                keys,
                selected: {
                  industry: sortedUnique(request.industry),
                  occupations: sortedUnique(request.occupations),
                  fieldsOfStudy: sortedUnique(request.fieldsOfStudy),
                },
                page: request.page,
              },
              pageSize: request.pageSize,
            },
            ctx.requestContext,
          );
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return { total: result.value.total, items: result.value.items.map(toDto), facets: result.value.facets };
        },

        async organizationDirectoryTerms() {
          const terms = await deps.listDirectoryTerms.execute();
          return terms.map((t) => ({ id: t.id, field: t.field, labels: toTranslations(t.label), aliases: toTranslations(t.alias) }));
        },

        async featuredOrganizations(_, args, ctx) {
          const { limit } = parseArgs(FeaturedArgs, args);
          return (await deps.listFeaturedOrganizations.execute({ limit }, ctx.requestContext)).map(toDto);
        },
      },
    },
  };
}
