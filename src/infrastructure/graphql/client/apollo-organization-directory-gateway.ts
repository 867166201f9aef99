import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { OrganizationDirectoryGateway } from '../../../application/board/organization-directory/organization-directory-gateway.port';
import {
  isDirectoryFacetField,
  type DirectoryEntry,
  type DirectoryRequest,
  type DirectoryResult,
  type DirectoryTaxonomy,
} from '../../../domain/organization/organization-directory';
import {
  FeaturedOrganizationsDocument,
  OrganizationDirectoryDocument,
  OrganizationDirectoryTermsDocument,
  type DirectoryOrganizationFieldsFragment,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';
import { fromTranslations } from './translations.mapping';

/** The directory's vocabulary changes rarely; one request per minute per process is plenty. */
const TERMS_TTL_MS = 60_000;

// Field by field: Apollo's __typename has no place in the domain's values.
const toEntry = (dto: DirectoryOrganizationFieldsFragment): DirectoryEntry => ({
  id: dto.id,
  name: dto.name,
  slug: dto.slug,
  logoUrl: dto.logoUrl,
  locality: dto.locality,
  industry: dto.industry,
  featured: dto.featured,
});

/** OrganizationDirectoryGateway over the platform API: `organizationDirectory`, its terms and `featuredOrganizations`. */
export class ApolloOrganizationDirectoryGateway implements OrganizationDirectoryGateway {
  private cachedTerms: { readonly at: number; readonly terms: Promise<DirectoryTaxonomy> } | null = null;

  constructor(
    private readonly client: ApolloClient,
    private readonly now: () => number = Date.now,
  ) {}

  async search(request: DirectoryRequest, pageSize: number, ctx: BoardContext): Promise<DirectoryResult> {
    const variables = {
      request: {
        keys: request.keys,
        industry: request.selected.industry,
        occupations: request.selected.occupations,
        fieldsOfStudy: request.selected.fieldsOfStudy,
        page: request.page,
        pageSize,
      },
    };
    const answer = await runOperation(this.client, 'query', OrganizationDirectoryDocument, variables, ctx);
    const { organizationDirectory } = dataOrThrow('organizationDirectory', answer);
    return {
      total: organizationDirectory.total,
      items: organizationDirectory.items.map(toEntry),
      facets: organizationDirectory.facets.flatMap((f) =>
        isDirectoryFacetField(f.field)
          ? [{ field: f.field, values: f.values.map((v) => ({ filter: v.filter, label: v.label, count: v.count })) }]
          : [],
      ),
    };
  }

  terms(ctx: BoardContext): Promise<DirectoryTaxonomy> {
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

  async featured(limit: number, ctx: BoardContext): Promise<readonly DirectoryEntry[]> {
    const answer = await runOperation(this.client, 'query', FeaturedOrganizationsDocument, { limit }, ctx);
    return dataOrThrow('featuredOrganizations', answer).featuredOrganizations.map(toEntry);
  }

  private async fetchTerms(ctx: BoardContext): Promise<DirectoryTaxonomy> {
    const answer = await runOperation(this.client, 'query', OrganizationDirectoryTermsDocument, {}, ctx);
    const { organizationDirectoryTerms } = dataOrThrow('organizationDirectoryTerms', answer);
    return organizationDirectoryTerms.flatMap((t) =>
      isDirectoryFacetField(t.field)
        ? [{ id: t.id, field: t.field, label: fromTranslations(t.labels), alias: fromTranslations(t.aliases) }]
        : [],
    );
  }
}
