import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { OrganizationGateway } from '../../../application/board/organizations/organization-gateway.port';
import type { JobPage } from '../../../domain/job/job';
import { normalizePage, pageRange } from '../../../domain/job/paging';
import {
  isOrganizationSize,
  SOCIAL_NETWORKS,
  type OrganizationProfile,
  type SocialNetwork,
} from '../../../domain/organization/organization-profile';
import {
  GetOrganizationJobsDocument,
  GetOrganizationProfileBySlugDocument,
  GetOrganizationProfileDocument,
  type LocalizedLabelFieldsFragment,
  type OrganizationDetailsFieldsFragment,
  type OrganizationSummaryFieldsFragment,
} from './generated/operations';
import { toJob } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';
import { fromTranslations } from './translations.mapping';

const translated = (answer: LocalizedLabelFieldsFragment) => fromTranslations(answer.labels, answer.label);

const summary = (s: OrganizationSummaryFieldsFragment) => ({
  id: s.id,
  name: s.name,
  slug: s.slug,
  logoUrl: s.logoUrl,
  locality: s.locality,
});

/** The profile as the API answered it → the domain's; shared with the organization-edit gateway. */
export function toOrganizationProfile(dto: OrganizationDetailsFieldsFragment): OrganizationProfile {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const { network, url } of dto.socialProfiles) {
    if ((SOCIAL_NETWORKS as readonly string[]).includes(network)) social[network as SocialNetwork] = url;
  }
  return {
    id: dto.id,
    name: dto.name,
    alternativeName: dto.alternativeName,
    slug: dto.slug,
    logoUrl: dto.logoUrl,
    coverUrl: dto.coverUrl,
    // Field by field: Apollo's __typename has no place in the domain's values.
    location: {
      countryCode: dto.organizationLocation.countryCode,
      addressLine1: dto.organizationLocation.addressLine1,
      addressLine2: dto.organizationLocation.addressLine2,
      administrativeArea: dto.organizationLocation.administrativeArea,
      locality: dto.organizationLocation.locality,
      zip: dto.organizationLocation.zip,
    },
    website: dto.website,
    companyEmail: dto.companyEmail ?? null,
    companyPhone: dto.companyPhone ?? null,
    socialProfiles: social,
    presentationHtml: dto.presentation,
    industry: dto.industry?.id ? { id: dto.industry.id, label: translated(dto.industry) } : null,
    size: isOrganizationSize(dto.size) ? dto.size : null,
    benefits: dto.benefits.map(translated),
    occupations: dto.occupations.flatMap((t) => (t.id ? [{ id: t.id, label: translated(t) }] : [])),
    fieldsOfStudy: dto.fieldsOfStudy.flatMap((t) => (t.id ? [{ id: t.id, label: translated(t) }] : [])),
    published: dto.published,
    parent: dto.parent ? summary(dto.parent) : null,
    children: dto.children.map(summary),
    updatedAt: dto.updatedAt,
  };
}

/** OrganizationGateway over the platform API: `organizationProfile(id)` and `organizationJobs(organizationId, range)`. */
export class ApolloOrganizationGateway implements OrganizationGateway {
  constructor(private readonly client: ApolloClient) {}

  async profile(id: string, ctx: BoardContext): Promise<OrganizationProfile | null> {
    const answer = await runOperation(this.client, 'query', GetOrganizationProfileDocument, { id }, ctx);
    const { organizationProfile } = dataOrThrow('getOrganizationProfile', answer);
    return organizationProfile ? toOrganizationProfile(organizationProfile) : null;
  }

  async profileBySlug(slug: string, ctx: BoardContext): Promise<OrganizationProfile | null> {
    const answer = await runOperation(this.client, 'query', GetOrganizationProfileBySlugDocument, { slug }, ctx);
    const { organizationProfile } = dataOrThrow('getOrganizationProfileBySlug', answer);
    return organizationProfile ? toOrganizationProfile(organizationProfile) : null;
  }

  async jobs(request: { organizationId: string; page: number; pageSize: number }, ctx: BoardContext): Promise<JobPage> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(
      this.client,
      'query',
      GetOrganizationJobsDocument,
      { organizationId: request.organizationId, range },
      ctx,
    );
    const { organizationJobs } = dataOrThrow('getOrganizationJobs', answer);
    return { total: organizationJobs.total, items: organizationJobs.items.map(toJob) };
  }
}
