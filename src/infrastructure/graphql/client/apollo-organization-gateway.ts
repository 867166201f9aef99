import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
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
import { isLocale, type Translated } from '../../../domain/shared/locale';
import { JOB_POSTING_FIELDS, toJob, type JobPostingDto } from './job-mapping';
import { dataOrThrow, runOperation } from './run-operation';

interface LabelDto {
  id: string | null;
  label: string;
  labels: Array<{ locale: string; value: string }>;
}
interface SummaryDto {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  locality: string | null;
}
interface OrganizationDto {
  id: string;
  name: string;
  alternativeName: string | null;
  slug: string;
  logoUrl: string | null;
  coverUrl: string | null;
  organizationLocation: {
    countryCode: string;
    addressLine1: string | null;
    addressLine2: string | null;
    administrativeArea: string | null;
    locality: string | null;
    zip: string | null;
  };
  website: string | null;
  socialProfiles: Array<{ network: string; url: string }>;
  presentation: string;
  industry: LabelDto | null;
  size: string | null;
  benefits: LabelDto[];
  parent: SummaryDto | null;
  children: SummaryDto[];
  updatedAt: string;
}

const SUMMARY = 'id name slug logoUrl locality';

const GET_ORGANIZATION_PROFILE: TypedDocumentNode<{ organizationProfile: OrganizationDto | null }, { id: string }> = gql`
  query getOrganizationProfile($id: ID!) {
    organizationProfile(id: $id) {
      id name alternativeName slug logoUrl coverUrl website presentation size updatedAt
      organizationLocation { countryCode addressLine1 addressLine2 administrativeArea locality zip }
      socialProfiles { network url }
      industry { id label labels { locale value } }
      benefits { id label labels { locale value } }
      parent { ${SUMMARY} }
      children { ${SUMMARY} }
    }
  }
`;

const GET_ORGANIZATION_JOBS: TypedDocumentNode<
  { organizationJobs: { total: number; items: JobPostingDto[] } },
  { organizationId: string; range: { first: number; last: number } }
> = gql`
  query getOrganizationJobs($organizationId: ID!, $range: RangeInput!) {
    organizationJobs(organizationId: $organizationId, range: $range) { total items { ...JobPostingFields } }
  }
  ${JOB_POSTING_FIELDS}
`;

function translated(dto: LabelDto): Translated {
  const out: Record<string, string> = {};
  for (const { locale, value } of dto.labels) if (isLocale(locale)) out[locale] = value;
  return { ...out, de: out.de ?? dto.label } as Translated;
}

const summary = (s: SummaryDto) => ({ id: s.id, name: s.name, slug: s.slug, logoUrl: s.logoUrl, locality: s.locality });

export function toOrganizationProfile(dto: OrganizationDto): OrganizationProfile {
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
    location: { ...dto.organizationLocation },
    website: dto.website,
    socialProfiles: social,
    presentationHtml: dto.presentation,
    industry: dto.industry?.id ? { id: dto.industry.id, label: translated(dto.industry) } : null,
    size: isOrganizationSize(dto.size) ? dto.size : null,
    benefits: dto.benefits.map(translated),
    parent: dto.parent ? summary(dto.parent) : null,
    children: dto.children.map(summary),
    updatedAt: dto.updatedAt,
  };
}

/** OrganizationGateway over the platform API: `organizationProfile(id)` and `organizationJobs(organizationId, range)`. */
export class ApolloOrganizationGateway implements OrganizationGateway {
  constructor(private readonly client: ApolloClient) {}

  async profile(id: string, ctx: BoardContext): Promise<OrganizationProfile | null> {
    const answer = await runOperation(this.client, 'query', GET_ORGANIZATION_PROFILE, { id }, ctx);
    const { organizationProfile } = dataOrThrow('getOrganizationProfile', answer);
    return organizationProfile ? toOrganizationProfile(organizationProfile) : null;
  }

  async jobs(request: { organizationId: string; page: number; pageSize: number }, ctx: BoardContext): Promise<JobPage> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(this.client, 'query', GET_ORGANIZATION_JOBS, { organizationId: request.organizationId, range }, ctx);
    const { organizationJobs } = dataOrThrow('getOrganizationJobs', answer);
    return { total: organizationJobs.total, items: organizationJobs.items.map(toJob) };
  }
}
