import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  OrganizationEditGateway,
  ProfileFormOptions,
  SaveProfileAnswer,
  SaveProfileRequest,
  UpdatableOrganization,
} from '../../../application/board/organizations/organization-edit-gateway.port';
import { isOrganizationSize, SOCIAL_NETWORKS } from '../../../domain/organization/organization-profile';
import { toOrganizationProfile } from './apollo-organization-gateway';
import {
  type LocalizedLabelFieldsFragment,
  type OrganizationProfileInput,
  OrganizationEditAccessDocument,
  OrganizationProfileOptionsDocument,
  UpdatableOrganizationProfilesDocument,
  UpdateOrganizationProfileDocument,
} from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';
import { fromTranslations, toTranslationInputs } from './translations.mapping';

const translated = (answer: LocalizedLabelFieldsFragment) => fromTranslations(answer.labels, answer.label);

/** The API names the address `organizationLocation`; the board's form (like the domain) `location`. */
const formField = (field: string | null): string | null =>
  field?.startsWith('organizationLocation.') ? `location.${field.slice('organizationLocation.'.length)}` : field;

/** OrganizationEditGateway over the platform API; logo and cover go as multipart uploads. */
export class ApolloOrganizationEditGateway implements OrganizationEditGateway {
  constructor(private readonly client: ApolloClient) {}

  async access(ref: { id: string } | { slug: string }, ctx: BoardContext) {
    const answer = await runOperation(this.client, 'query', OrganizationEditAccessDocument, ref, ctx);
    const { organizationEditAccess } = dataOrThrow('organizationEditAccess', answer);
    return organizationEditAccess
      ? { mayEdit: organizationEditAccess.mayEdit, profile: toOrganizationProfile(organizationEditAccess.profile) }
      : null;
  }

  async options(ctx: BoardContext): Promise<ProfileFormOptions> {
    const answer = await runOperation(this.client, 'query', OrganizationProfileOptionsDocument, {}, ctx);
    const { organizationProfileOptions: o } = dataOrThrow('organizationProfileOptions', answer);
    return {
      industries: o.industries.filter((i) => i.id).map((i) => ({ id: i.id!, label: translated(i) })),
      sizes: o.sizes.filter(isOrganizationSize),
      benefits: o.benefits.map(translated),
      occupations: o.occupations.filter((i) => i.id).map((i) => ({ id: i.id!, label: translated(i) })),
      fieldsOfStudy: o.fieldsOfStudy.filter((i) => i.id).map((i) => ({ id: i.id!, label: translated(i) })),
    };
  }

  async updatable(ctx: BoardContext): Promise<readonly UpdatableOrganization[]> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (nothing to edit).
    if (!ctx.token) return [];
    const answer = await runOperation(this.client, 'query', UpdatableOrganizationProfilesDocument, {}, ctx);
    return (dataOrSignedOut('updatableOrganizationProfiles', answer)?.updatableOrganizationProfiles ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.details.slug,
      logoUrl: p.logo?.url ?? null,
    }));
  }

  async save(request: SaveProfileRequest, ctx: BoardContext): Promise<SaveProfileAnswer> {
    const c = request.changes;
    const input: OrganizationProfileInput = {
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
      benefits: c.benefits.map((b) => ({ labels: toTranslationInputs(b) })),
      ...(c.occupationIds ? { occupationIds: c.occupationIds } : {}),
      ...(c.fieldOfStudyIds ? { fieldOfStudyIds: c.fieldOfStudyIds } : {}),
      ...(c.published !== undefined ? { published: c.published } : {}),
      ...(c.companyEmail !== undefined ? { companyEmail: c.companyEmail } : {}),
      ...(c.companyPhone !== undefined ? { companyPhone: c.companyPhone } : {}),
      removeLogo: request.logo === null,
      removeCover: request.cover === null,
    };
    const answer = await runOperation(
      this.client,
      'mutation',
      UpdateOrganizationProfileDocument,
      { id: request.organizationId, input, logo: request.logo ?? null, cover: request.cover ?? null },
      ctx,
    );
    const { updateOrganizationProfile: result } = dataOrThrow('updateOrganizationProfile', answer);
    if (result.profile && result.errors.length === 0) return { ok: true, profile: toOrganizationProfile(result.profile) };
    return { ok: false, errors: result.errors.map((e) => ({ field: formField(e.field), code: e.code })) };
  }
}
