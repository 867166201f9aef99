import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BoardJobSearchResult, JobSearchGateway } from '../../../application/board/search/job-search-gateway.port';
import type { ShownFacetEntry } from '../../../domain/search/facet-entry';
import { isTermFacetField, type JobFacetField, type SearchTaxonomy } from '../../../domain/search/job-facets';
import type { JobSearchRequest } from '../../../domain/search/job-search-request';
import { JobSearchDocument, JobSearchTermsDocument, type JobSearchRequestInput } from './generated/operations';
import { toJobCard } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';
import { fromTranslations } from './translations.mapping';

/** The facet vocabulary changes rarely; one request per minute per process is plenty. */
const TERMS_TTL_MS = 60_000;

/** JobSearchGateway over the platform API: `jobSearch(request)` and `jobSearchTerms`. */
export class ApolloJobSearchGateway implements JobSearchGateway {
  private cachedTerms: { readonly at: number; readonly terms: Promise<SearchTaxonomy> } | null = null;

  constructor(
    private readonly client: ApolloClient,
    private readonly now: () => number = Date.now,
  ) {}

  async search(request: JobSearchRequest, ctx: BoardContext): Promise<BoardJobSearchResult> {
    const answer = await runOperation(this.client, 'query', JobSearchDocument, { request: toVariables(request) }, ctx);
    const { jobSearch } = dataOrThrow('jobSearch', answer);
    return {
      total: jobSearch.total,
      totalEstimated: jobSearch.totalEstimated,
      items: jobSearch.items.map((dto, i) => ({
        job: toJobCard(dto),
        distanceKm: jobSearch.distancesKm[i] ?? null,
        top: jobSearch.top[i] ?? false,
      })),
      facets: jobSearch.facets.map(
        (f): ShownFacetEntry => ({
          fieldName: f.fieldName as JobFacetField,
          title: f.title,
          multiple: f.multiple,
          order: f.order,
          estimated: f.estimated,
          groups: f.groups.map((g) => ({ name: g.name, count: g.count, children: [...g.children] })),
          // Field by field: the answer's __typename (Apollo's) has no place in the domain's values.
          values: f.values.map((v) => ({ filter: v.filter, label: v.label, count: v.count })),
        }),
      ),
    };
  }

  terms(ctx: BoardContext): Promise<SearchTaxonomy> {
    const at = this.now();
    if (this.cachedTerms && at - this.cachedTerms.at < TERMS_TTL_MS) return this.cachedTerms.terms;
    const terms = this.fetchTerms(ctx);
    this.cachedTerms = { at, terms };
    // A failed fetch is not kept: the next request asks again.
    terms.catch(() => {
      if (this.cachedTerms?.terms === terms) this.cachedTerms = null;
    });
    return terms;
  }

  private async fetchTerms(ctx: BoardContext): Promise<SearchTaxonomy> {
    const answer = await runOperation(this.client, 'query', JobSearchTermsDocument, {}, ctx);
    const { jobSearchTerms } = dataOrThrow('jobSearchTerms', answer);
    return jobSearchTerms.flatMap((t) =>
      isTermFacetField(t.field)
        ? [{ id: t.id, field: t.field, label: fromTranslations(t.labels), alias: fromTranslations(t.aliases) }]
        : [],
    );
  }
}

/** The request as the schema's input: same names; only what the schema knows. */
function toVariables(request: JobSearchRequest): JobSearchRequestInput {
  return {
    language: request.language,
    facets: request.facets.map((f) => ({
      field: f.field,
      limit: f.limit,
      operator: f.operator,
      min_count: f.min_count,
      missing: f.missing,
    })),
    condition_group: {
      conjunction: 'AND',
      groups: request.condition_group.groups.map((g) => ({
        conjunction: 'OR',
        tags: [...g.tags],
        conditions: g.conditions.map((c) => ({ ...c })),
      })),
    },
    fulltext: request.fulltext ? { keys: request.fulltext.keys } : null,
    geoLocation: request.geoLocation ? { ...request.geoLocation } : null,
    range: { first: request.range.first, last: request.range.last },
    sort: request.sort,
  };
}
