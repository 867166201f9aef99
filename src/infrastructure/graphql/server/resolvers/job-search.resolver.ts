import { z } from 'zod';
import type { ListSearchTerms } from '../../../../application/platform/search/list-search-terms.use-case';
import { MAX_SEARCH_PAGE_SIZE, type RunJobSearch } from '../../../../application/platform/search/run-job-search.use-case';
import { LOCATION_TYPES, takesRadius } from '../../../../domain/geo/place';
import { roundCoordinate } from '../../../../domain/geo/coordinate';
import { FACET_LIMIT, JOB_FACET_FIELDS } from '../../../../domain/search/job-facets';
import {
  MAX_KEYS_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_ORGANIZATION_NAME_LENGTH,
  MAX_VALUES_PER_FACET,
} from '../../../../domain/search/job-search-builder';
import {
  JOB_SEARCH_SORTS,
  ORGANIZATION_NAME_FILTER,
  defaultSort,
  isSortAllowed,
  type JobSearchRequest,
} from '../../../../domain/search/job-search-request';
import { RADIUS_OPTIONS_KM } from '../../../../domain/site/radius';
import { badUserInput } from '../expected-error';
import { jobSearchTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { toTranslations } from './translations.mapper';
import { pagedRangeArg, parseArgs } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const facetField = z.enum(JOB_FACET_FIELDS);

const condition = z.discriminatedUnion('operator', [
  z.object({ operator: z.literal('='), name: facetField, value: z.string().regex(ENTITY_ID, 'facet values are numeric ids') }),
  z.object({
    operator: z.literal('LIKE'),
    name: z.literal(ORGANIZATION_NAME_FILTER),
    value: z
      .string()
      .trim()
      .min(1)
      .max(MAX_ORGANIZATION_NAME_LENGTH, `LIKE text must be at most ${MAX_ORGANIZATION_NAME_LENGTH} characters`),
  }),
]);

const group = z
  .object({
    conjunction: z.literal('OR'),
    tags: z.array(z.string().max(60)).max(5),
    conditions: z.array(condition).min(1).max(MAX_VALUES_PER_FACET, `a group holds at most ${MAX_VALUES_PER_FACET} conditions`),
  })
  .refine((g) => {
    const facets = g.tags.filter((t) => t.startsWith('facet:')).map((t) => t.slice('facet:'.length));
    // A facet group names its facet once and holds only that facet's values; other groups hold no facet values.
    if (facets.length > 1) return false;
    return g.conditions.every((c) => (c.operator === '=' ? facets[0] === c.name : facets.length === 0));
  }, 'a facet group is tagged facet:{field} and holds only = conditions on that field');

const geoLocation = z
  .object({
    label: z.string().max(MAX_LABEL_LENGTH).nullish(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'country is an ISO 3166-1 alpha-2 code')
      .nullish(),
    administrativeArea: z.string().trim().min(1).max(100).nullish(),
    // Rounded here, the platform's edge: a denormal like 5e-324 would underflow in the database.
    lat: z.number().min(-90).max(90).transform(roundCoordinate).nullish(),
    lon: z.number().min(-180).max(180).transform(roundCoordinate).nullish(),
    radius: z
      .number()
      .int()
      .refine((n) => (RADIUS_OPTIONS_KM as readonly number[]).includes(n), `radius must be one of ${RADIUS_OPTIONS_KM.join(', ')}`)
      .nullish(),
    locationType: z.enum(LOCATION_TYPES),
  })
  .refine((g) => (g.lat == null) === (g.lon == null), 'lat and lon come together')
  .refine((g) => (takesRadius(g.locationType) ? g.lat != null && g.radius != null : g.radius == null), {
    message: 'locality and postal_code need lat, lon and radius; administrative_area_level_1 and country take no radius (spec §9)',
  })
  .refine(
    (g) => g.locationType !== 'administrative_area_level_1' || g.administrativeArea != null,
    'administrative_area_level_1 needs administrativeArea',
  )
  .refine((g) => g.locationType !== 'country' || g.country != null, 'country needs country');

const JobSearchArgs = z.object({
  request: z
    .object({
      language: z.enum(['de', 'en', 'fr']),
      facets: z
        .array(
          z.object({
            field: facetField,
            limit: z.number().int().min(1).max(FACET_LIMIT, `facet limit must be between 1 and ${FACET_LIMIT}`),
            operator: z.literal('OR'),
            min_count: z.number().int().min(1).max(1_000_000),
            // Counting jobs without a value of the field is not offered: refused rather than silently ignored.
            missing: z.literal(false, { message: 'facets[].missing: true is not supported (no count of jobs without a value)' }),
          }),
        )
        .max(JOB_FACET_FIELDS.length)
        .refine((list) => new Set(list.map((f) => f.field)).size === list.length, 'each facet at most once'),
      condition_group: z.object({ conjunction: z.literal('AND'), groups: z.array(group).max(JOB_FACET_FIELDS.length + 1) }),
      fulltext: z
        .object({ keys: z.string().trim().min(1).max(MAX_KEYS_LENGTH, `fulltext.keys must be at most ${MAX_KEYS_LENGTH} characters`) })
        .nullish(),
      geoLocation: geoLocation.nullish(),
      range: pagedRangeArg(MAX_SEARCH_PAGE_SIZE),
      sort: z.enum(JOB_SEARCH_SORTS).nullish(),
    })
    .refine(
      (r) =>
        !r.sort || isSortAllowed(r.sort, { fulltext: r.fulltext ?? null, geoLocation: r.geoLocation ? { ...toGeo(r.geoLocation) } : null }),
      {
        message: 'sort relevance needs fulltext, sort distance needs lat and lon',
      },
    ),
});

type GeoArg = z.infer<typeof geoLocation>;
const toGeo = (g: GeoArg) => ({
  label: g.label ?? '',
  country: g.country ?? null,
  administrativeArea: g.administrativeArea ?? null,
  lat: g.lat ?? null,
  lon: g.lon ?? null,
  radius: g.radius ?? null,
  locationType: g.locationType,
});

function toRequest(args: z.infer<typeof JobSearchArgs>['request']): JobSearchRequest {
  const partial = {
    fulltext: args.fulltext ? { keys: args.fulltext.keys } : null,
    geoLocation: args.geoLocation ? toGeo(args.geoLocation) : null,
  };
  return {
    language: args.language,
    facets: args.facets,
    condition_group: args.condition_group,
    ...partial,
    range: args.range,
    sort: args.sort ?? defaultSort(partial),
  };
}

export interface JobSearchApiDeps {
  readonly runJobSearch: Pick<RunJobSearch, 'execute'>;
  readonly listSearchTerms: Pick<ListSearchTerms, 'execute'>;
}

export function jobSearchGraphqlPart(deps: JobSearchApiDeps): GraphqlPart {
  return {
    typeDefs: jobSearchTypeDefs,
    resolvers: {
      Query: {
        async jobSearch(_, args, ctx) {
          const { request } = parseArgs(JobSearchArgs, args);
          const result = await deps.runJobSearch.execute(toRequest(request), ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          const { items, total, totalEstimated, facets } = result.value;
          return {
            items: items.map((hit) => toJobPosting(hit.job, ctx.requestContext.locale)),
            distancesKm: items.map((hit) => hit.distanceKm),
            top: items.map((hit) => hit.top),
            total,
            totalEstimated,
            facets,
          };
        },

        async jobSearchTerms() {
          const terms = await deps.listSearchTerms.execute();
          return terms.map((t) => ({ id: t.id, field: t.field, labels: toTranslations(t.label), aliases: toTranslations(t.alias) }));
        },
      },
    },
  };
}
