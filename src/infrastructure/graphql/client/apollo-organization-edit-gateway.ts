import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  OrganizationEditGateway,
  ProfileFormOptions,
  SaveProfileAnswer,
  SaveProfileRequest,
  UpdatableOrganization,
} from '../../../application/board/organizations/organization-edit-gateway.port';
import { isOrganizationSize, SOCIAL_NETWORKS, type OrganizationProfile } from '../../../domain/organization/organization-profile';
import { isLocale, LOCALES, type Translated } from '../../../domain/shared/locale';
import { toOrganizationProfile } from './apollo-organization-gateway';
import { dataOrThrow, runOperation } from './run-operation';

type OrganizationDto = Parameters<typeof toOrganizationProfile>[0];
interface LabelDto {
  id: string | null;
  label: string;
  labels: Array<{ locale: string; value: string }>;
}

const SUMMARY = 'id name slug logoUrl locality';
const DETAILS = `
  id name alternativeName slug logoUrl coverUrl website presentation size updatedAt
  organizationLocation { countryCode addressLine1 addressLine2 administrativeArea locality zip }
  socialProfiles { network url }
  industry { id label labels { locale value } }
  benefits { id label labels { locale value } }
  parent { ${SUMMARY} }
  children { ${SUMMARY} }
`;

const ACCESS: TypedDocumentNode<
  { organizationEditAccess: { mayEdit: boolean; profile: OrganizationDto } | null },
  { id?: string; slug?: string }
> = gql`
  query organizationEditAccess($id: ID, $slug: String) {
    organizationEditAccess(id: $id, slug: $slug) { mayEdit profile { ${DETAILS} } }
  }
`;

const OPTIONS: TypedDocumentNode<
  { organizationProfileOptions: { industries: LabelDto[]; sizes: string[]; benefits: LabelDto[] } },
  Record<string, never>
> = gql`
  query organizationProfileOptions {
    organizationProfileOptions {
      industries { id label labels { locale value } }
      sizes
      benefits { id label labels { locale value } }
    }
  }
`;

const UPDATABLE: TypedDocumentNode<
  { updatableOrganizationProfiles: Array<{ id: string; name: string; logo: { url: string } | null; details: { slug: string } }> },
  Record<string, never>
> = gql`
  query updatableOrganizationProfiles {
    updatableOrganizationProfiles { id name logo { url } details { slug } }
  }
`;

interface ProfileInputDto {
  name: string;
  alternativeName: string | null;
  organizationLocation: OrganizationProfile['location'];
  website: string | null;
  socialProfiles: Array<{ network: string; url: string }>;
  presentation: string;
  industryId: string | null;
  size: string | null;
  benefits: Array<{ labels: Array<{ locale: string; value: string }> }>;
  removeLogo: boolean;
  removeCover: boolean;
}

const UPDATE: TypedDocumentNode<
  { updateOrganizationProfile: { errors: Array<{ field: string | null; code: string }>; profile: OrganizationDto | null } },
  { id: string; input: ProfileInputDto; logo: Blob | null; cover: Blob | null }
> = gql`
  mutation updateOrganizationProfile($id: ID!, $input: OrganizationProfileInput!, $logo: Upload, $cover: Upload) {
    updateOrganizationProfile(id: $id, input: $input, logo: $logo, cover: $cover) {
      errors { field code }
      profile { ${DETAILS} }
    }
  }
`;

function translated(dto: LabelDto): Translated {
  const out: Record<string, string> = {};
  for (const { locale, value } of dto.labels) if (isLocale(locale)) out[locale] = value;
  return { ...out, de: out.de ?? dto.label } as Translated;
}

/** The API names the address `organizationLocation`; the board's form (like the domain) `location`. */
const formField = (field: string | null): string | null =>
  field?.startsWith('organizationLocation.') ? `location.${field.slice('organizationLocation.'.length)}` : field;

/** OrganizationEditGateway over the platform API; logo and cover go as multipart uploads. */
export class ApolloOrganizationEditGateway implements OrganizationEditGateway {
  constructor(private readonly client: ApolloClient) {}

  async access(ref: { id: string } | { slug: string }, ctx: BoardContext) {
    const answer = await runOperation(this.client, 'query', ACCESS, ref, ctx);
    const { organizationEditAccess } = dataOrThrow('organizationEditAccess', answer);
    return organizationEditAccess
      ? { mayEdit: organizationEditAccess.mayEdit, profile: toOrganizationProfile(organizationEditAccess.profile) }
      : null;
  }

  async options(ctx: BoardContext): Promise<ProfileFormOptions> {
    const answer = await runOperation(this.client, 'query', OPTIONS, {}, ctx);
    const { organizationProfileOptions: o } = dataOrThrow('organizationProfileOptions', answer);
    return {
      industries: o.industries.filter((i) => i.id).map((i) => ({ id: i.id!, label: translated(i) })),
      sizes: o.sizes.filter(isOrganizationSize),
      benefits: o.benefits.map(translated),
    };
  }

  async updatable(ctx: BoardContext): Promise<readonly UpdatableOrganization[]> {
    const answer = await runOperation(this.client, 'query', UPDATABLE, {}, ctx);
    return dataOrThrow('updatableOrganizationProfiles', answer).updatableOrganizationProfiles.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.details.slug,
      logoUrl: p.logo?.url ?? null,
    }));
  }

  async save(request: SaveProfileRequest, ctx: BoardContext): Promise<SaveProfileAnswer> {
    const c = request.changes;
    const input: ProfileInputDto = {
      name: c.name,
      alternativeName: c.alternativeName,
      organizationLocation: { ...c.location },
      website: c.website,
      socialProfiles: SOCIAL_NETWORKS.flatMap((network) =>
        c.socialProfiles[network] ? [{ network, url: c.socialProfiles[network]! }] : [],
      ),
      presentation: c.presentationHtml,
      industryId: c.industryId,
      size: c.size,
      benefits: c.benefits.map((b) => ({ labels: LOCALES.flatMap((locale) => (b[locale] ? [{ locale, value: b[locale]! }] : [])) })),
      removeLogo: request.logo === null,
      removeCover: request.cover === null,
    };
    const answer = await runOperation(
      this.client,
      'mutation',
      UPDATE,
      { id: request.organizationId, input, logo: request.logo ?? null, cover: request.cover ?? null },
      ctx,
    );
    const { updateOrganizationProfile: result } = dataOrThrow('updateOrganizationProfile', answer);
    if (result.profile && result.errors.length === 0) return { ok: true, profile: toOrganizationProfile(result.profile) };
    return { ok: false, errors: result.errors.map((e) => ({ field: formField(e.field), code: e.code })) };
  }
}
