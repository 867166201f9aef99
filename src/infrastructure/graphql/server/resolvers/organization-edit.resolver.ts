import { z } from 'zod';
import type { GetOrganizationEditAccess } from '../../../../application/platform/organizations/get-organization-edit-access.use-case';
import type { GetOrganizationProfileOptions } from '../../../../application/platform/organizations/get-organization-profile-options.use-case';
import type { ListUpdatableOrganizationProfiles } from '../../../../application/platform/organizations/list-updatable-organization-profiles.use-case';
import type {
  ImageUpload,
  UpdateOrganizationProfile,
} from '../../../../application/platform/organizations/update-organization-profile.use-case';
import { PROFILE_IMAGE_HEAD_BYTES } from '../../../../domain/files/profile-image-policy';
import { normalizeProfileUrl, type OrganizationProfileChanges } from '../../../../domain/organization/organization-profile-changes';
import { organizationPath } from '../../../../domain/organization/organization-path';
import {
  ORGANIZATION_SIZES,
  SOCIAL_NETWORKS,
  type OrganizationProfile,
  type SocialNetwork,
} from '../../../../domain/organization/organization-profile';
import { addLocalePrefix } from '../../../../domain/routing/locale-prefix';
import { LOCALES, translate, type Locale } from '../../../../domain/shared/locale';
import { hasLocalePrefix } from '../../../../domain/site/site-config';
import { organizationEditTypeDefs } from '../generated/type-defs';
import type { ResolverContext } from '../graphql-context';
import type { GraphqlPart } from '../graphql-part';
import { toOrganizationDto } from './organizations.resolver';
import { fromTranslationInputs, toLocalizedLabel } from './translations.mapper';
import { signInRequired } from '../expected-error';
import { parseArgs, signedIn } from './validation';
import { stagedFileOf } from '../staged-uploads';

/*
 * Edge bounds only: generous caps against abuse. The rules (lengths, URLs of the right network, …) are
 * the domain's (organization-profile-changes.ts) and come back field by field in `errors`.
 */
const text = (max: number) => z.string().max(max, `at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));
const id = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a numeric id');

const ProfileInput = z.object({
  name: text(1000).transform((v) => v.trim()),
  alternativeName: optionalText(1000),
  organizationLocation: z.object({
    countryCode: text(10).transform((v) => v.trim().toUpperCase()),
    addressLine1: optionalText(1000),
    addressLine2: optionalText(1000),
    administrativeArea: optionalText(1000),
    locality: optionalText(1000),
    zip: optionalText(100),
  }),
  website: optionalText(2000),
  // Absent keeps the stored value, so these stay undefined here (optionalText would make them null).
  companyEmail: text(1000).nullish(),
  companyPhone: text(1000).nullish(),
  socialProfiles: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: text(2000) })).max(SOCIAL_NETWORKS.length * 2),
  presentation: text(200_000),
  industryId: id.nullish(),
  size: z.enum(ORGANIZATION_SIZES).nullish(),
  benefits: z.array(z.object({ labels: z.array(z.object({ locale: z.enum(LOCALES), value: text(1000) })).max(LOCALES.length) })).max(100),
  occupationIds: z.array(id).max(100).nullish(),
  fieldOfStudyIds: z.array(id).max(100).nullish(),
  published: z.boolean().nullish(),
  removeLogo: z.boolean().nullish(),
  removeCover: z.boolean().nullish(),
});

const UpdateArgs = z.object({
  id: z.string().max(20),
  input: ProfileInput,
  logo: z.instanceof(Blob).nullish(),
  cover: z.instanceof(Blob).nullish(),
});

const AccessArgs = z
  .object({ id: z.string().max(20).nullish(), slug: z.string().max(200).nullish() })
  .refine((a) => Boolean(a.id) !== Boolean(a.slug), 'give either id or slug');

function toChanges(input: z.infer<typeof ProfileInput>): OrganizationProfileChanges {
  const socialProfiles: Partial<Record<SocialNetwork, string>> = {};
  for (const { network, url } of input.socialProfiles) if (url.trim()) socialProfiles[network] = normalizeProfileUrl(url);
  const benefits = input.benefits.map((b) => fromTranslationInputs(b.labels));
  return {
    name: input.name,
    alternativeName: input.alternativeName,
    location: { ...input.organizationLocation },
    website: input.website === null ? null : normalizeProfileUrl(input.website),
    socialProfiles,
    presentationHtml: input.presentation,
    industryId: input.industryId ?? null,
    size: input.size ?? null,
    benefits,
    ...(input.occupationIds ? { occupationIds: input.occupationIds } : {}),
    ...(input.fieldOfStudyIds ? { fieldOfStudyIds: input.fieldOfStudyIds } : {}),
    ...(typeof input.published === 'boolean' ? { published: input.published } : {}),
    ...(input.companyEmail !== undefined ? { companyEmail: input.companyEmail?.trim() || null } : {}),
    ...(input.companyPhone !== undefined ? { companyPhone: input.companyPhone?.trim() || null } : {}),
  };
}

/** The bytes of an upload are read only when the use case asks for them (after its size and type checks). */
async function toUpload(blob: Blob): Promise<ImageUpload> {
  return {
    size: blob.size,
    head: new Uint8Array(await blob.slice(0, PROFILE_IMAGE_HEAD_BYTES).arrayBuffer()),
    bytes: async () => new Uint8Array(await blob.arrayBuffer()),
    // The upload area's file, for the decoder to read from disk.
    localPath: stagedFileOf(blob)?.path,
  };
}

/** Domain field names (`location.zip`) as the input names them (`organizationLocation.zip`). */
const inputField = (field: string): string =>
  field.startsWith('location.') ? `organizationLocation.${field.slice('location.'.length)}` : field;

function toUpdatable(profile: OrganizationProfile, ctx: ResolverContext) {
  const locale: Locale = ctx.requestContext.locale;
  const path = organizationPath(profile.slug);
  const logo = profile.logoUrl;
  return {
    id: profile.id,
    name: profile.name,
    presentation: profile.presentationHtml,
    industry: profile.industry ? [{ tid: profile.industry.id, label: translate(profile.industry.label, locale) }] : [],
    benefits: profile.benefits.map((b) => ({ tid: null, label: translate(b, locale) })),
    organization: { id: profile.id },
    url: { path: addLocalePrefix(path, hasLocalePrefix(ctx.site) ? locale : undefined), urlNoPrefix: path },
    logo: logo ? { url: logo, alt: profile.name, title: profile.name, medium: logo } : null,
    details: toOrganizationDto(profile, locale),
  };
}

export interface OrganizationEditApiDeps {
  readonly listUpdatableOrganizationProfiles: Pick<ListUpdatableOrganizationProfiles, 'execute'>;
  readonly getOrganizationEditAccess: Pick<GetOrganizationEditAccess, 'execute'>;
  readonly getOrganizationProfileOptions: Pick<GetOrganizationProfileOptions, 'execute'>;
  readonly updateOrganizationProfile: Pick<UpdateOrganizationProfile, 'execute'>;
}

export function organizationEditGraphqlPart(deps: OrganizationEditApiDeps): GraphqlPart {
  return {
    typeDefs: organizationEditTypeDefs,
    resolvers: {
      Query: {
        async updatableOrganizationProfiles(_, _args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const profiles = await deps.listUpdatableOrganizationProfiles.execute(undefined, ctx.requestContext);
          return profiles.map((p) => toUpdatable(p, ctx));
        },

        async organizationEditAccess(_, args, ctx) {
          const result = await deps.getOrganizationEditAccess.execute(parseArgs(AccessArgs, args), ctx.requestContext);
          return result.ok
            ? { mayEdit: result.value.mayEdit, profile: toOrganizationDto(result.value.profile, ctx.requestContext.locale) }
            : null;
        },

        async organizationProfileOptions(_, _args, ctx) {
          const options = await deps.getOrganizationProfileOptions.execute();
          const locale = ctx.requestContext.locale;
          return {
            industries: options.industries.map((i) => toLocalizedLabel(i.label, locale, i.id)),
            sizes: options.sizes,
            benefits: options.benefits.map((b) => toLocalizedLabel(b, locale, null)),
            occupations: options.occupations.map((t) => toLocalizedLabel(t.label, locale, t.id)),
            fieldsOfStudy: options.fieldsOfStudy.map((t) => toLocalizedLabel(t.label, locale, t.id)),
          };
        },
      },

      Mutation: {
        async updateOrganizationProfile(_, args, ctx) {
          const { id: organizationId, input, logo, cover } = parseArgs(UpdateArgs, args);
          const result = await deps.updateOrganizationProfile.execute(
            {
              organizationId,
              changes: toChanges(input),
              ...(logo ? { logo: await toUpload(logo) } : input.removeLogo ? { logo: null } : {}),
              ...(cover ? { cover: await toUpload(cover) } : input.removeCover ? { cover: null } : {}),
            },
            ctx.requestContext,
          );
          if (result.ok) return { errors: [], profile: toOrganizationDto(result.value, ctx.requestContext.locale) };
          if (result.code === 'INVALID')
            return { errors: result.errors.map((e) => ({ field: inputField(e.field), code: e.problem })), profile: null };
          return { errors: [{ field: null, code: result.code }], profile: null };
        },
      },
    },
  };
}
