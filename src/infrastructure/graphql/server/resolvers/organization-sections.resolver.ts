import { z } from 'zod';
import type { AddBrochure } from '../../../../application/platform/organization-sections/add-brochure.use-case';
import type { AddContactPerson } from '../../../../application/platform/organization-sections/add-contact-person.use-case';
import type { AddFaqEntry } from '../../../../application/platform/organization-sections/add-faq-entry.use-case';
import type { AddGalleryImage } from '../../../../application/platform/organization-sections/add-gallery-image.use-case';
import type { AddFurtherLocation } from '../../../../application/platform/organization-sections/add-further-location.use-case';
import type { AddVideo } from '../../../../application/platform/organization-sections/add-video.use-case';
import type { FindParentCandidates } from '../../../../application/platform/organization-sections/find-parent-candidates.use-case';
import type { GetProfileSections } from '../../../../application/platform/organization-sections/get-profile-sections.use-case';
import type { MoveSectionItem } from '../../../../application/platform/organization-sections/move-section-item.use-case';
import type { RemoveSectionItem } from '../../../../application/platform/organization-sections/remove-section-item.use-case';
import type { SectionChangeResult } from '../../../../application/platform/organization-sections/section-editing';
import type { SetSectionEntryImage } from '../../../../application/platform/organization-sections/set-section-entry-image.use-case';
import type { SetOrganizationParent } from '../../../../application/platform/organization-sections/set-organization-parent.use-case';
import type { UpdateFurtherLocation } from '../../../../application/platform/organization-sections/update-further-location.use-case';
import type { ImageUpload } from '../../../../application/platform/organizations/update-organization-profile.use-case';
import { PROFILE_IMAGE_HEAD_BYTES } from '../../../../domain/files/profile-image-policy';
import { brochureUrl } from '../../../../domain/organization/organization-brochures';
import { normalizeProfileUrl } from '../../../../domain/organization/organization-profile-changes';
import {
  isProfileSection,
  SALUTATIONS,
  SECTION_MAX,
  type ProfileSection,
  type ProfileSections,
} from '../../../../domain/organization/profile-sections';
import { organizationSectionsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';
import { stagedFileOf } from '../staged-uploads';
import { expectedError } from '../expected-error';

/*
 * Edge bounds only: generous caps against abuse. The rules (lengths, hosts, limits) are the domain's
 * (profile-sections.ts) and come back field by field in `errors`.
 */
const text = (max: number) => z.string().max(max, `at most ${max} characters`);
const optional = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));
const id = z.string().max(20);
const section = z
  .enum(['GALLERY', 'FAQ', 'VIDEOS', 'CONTACTS', 'LOCATIONS', 'BROCHURES'])
  .transform((s) => s.toLowerCase() as ProfileSection);

const FaqArgs = z.object({ organizationId: id, input: z.object({ question: text(2000), answer: text(20_000) }) });
const VideoArgs = z.object({
  organizationId: id,
  input: z.object({ sourceUrl: text(2000), coverTitle: text(2000) }),
  cover: z.instanceof(Blob).nullish(),
});
const ContactArgs = z.object({
  organizationId: id,
  input: z.object({
    salutation: z.enum(SALUTATIONS).nullish(),
    firstName: text(1000),
    lastName: text(1000),
    email: optional(1000),
    jobTitle: optional(1000),
    phone: optional(1000),
    linkedinUrl: optional(2000),
    contactInfo: optional(5000),
  }),
  photo: z.instanceof(Blob).nullish(),
});
const LocationInput = z.object({
  name: text(2000),
  countryCode: text(20),
  addressLine1: optional(2000),
  zip: optional(100),
  locality: text(2000),
});
const AddLocationArgs = z.object({ organizationId: id, input: LocationInput });
const UpdateLocationArgs = z.object({ organizationId: id, locationId: id, input: LocationInput });
const BrochureArgs = z.object({ organizationId: id, file: z.instanceof(Blob), title: text(2000) });
const GalleryArgs = z.object({ organizationId: id, image: z.instanceof(Blob), altText: text(2000) });
const MoveArgs = z.object({ organizationId: id, section, itemId: id, direction: z.enum(['UP', 'DOWN']) });
const RemoveArgs = z.object({ organizationId: id, section, itemId: id });
// Any list is read here: the use case names a list without entry images (SECTION_WITHOUT_IMAGES) in errors.
const SetImageArgs = z.object({ organizationId: id, section, itemId: id, image: z.instanceof(Blob).nullish() });
const ParentArgs = z.object({ organizationId: id, parentId: id.nullish() });
const SectionsArgs = z.object({ organizationId: id });
// The domain cuts the search at 100 characters; this only bounds what is read at all.
const CandidatesArgs = z.object({ organizationId: id, search: text(1000) });

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

/** The domain's lists as the schema's (a location's point as lat and lon). */
const toSectionsDto = (sections: ProfileSections) => ({
  ...sections,
  locations: sections.locations.map(({ point, ...rest }) => ({ ...rest, lat: point?.lat ?? null, lon: point?.lon ?? null })),
  brochures: sections.brochures.map((b) => ({ ...b, url: brochureUrl(b) })),
});

/** A use case's answer as the schema's result; a full list names its limit. */
function toResult(result: SectionChangeResult) {
  if (result.ok) return { errors: [], sections: toSectionsDto(result.value) };
  if (result.code === 'INVALID')
    return {
      errors: result.errors.map((e) => ({
        field: e.field,
        code: e.problem,
        limit: e.problem === 'LIMIT_REACHED' && isProfileSection(e.field) ? SECTION_MAX[e.field] : null,
      })),
      sections: null,
    };
  return { errors: [{ field: null, code: result.code, limit: null }], sections: null };
}

export interface OrganizationSectionsApiDeps {
  readonly getProfileSections: Pick<GetProfileSections, 'execute'>;
  readonly addFaqEntry: Pick<AddFaqEntry, 'execute'>;
  readonly addVideo: Pick<AddVideo, 'execute'>;
  readonly addContactPerson: Pick<AddContactPerson, 'execute'>;
  readonly addGalleryImage: Pick<AddGalleryImage, 'execute'>;
  readonly addBrochure: Pick<AddBrochure, 'execute'>;
  readonly addFurtherLocation: Pick<AddFurtherLocation, 'execute'>;
  readonly updateFurtherLocation: Pick<UpdateFurtherLocation, 'execute'>;
  readonly moveSectionItem: Pick<MoveSectionItem, 'execute'>;
  readonly removeSectionItem: Pick<RemoveSectionItem, 'execute'>;
  readonly setSectionEntryImage: Pick<SetSectionEntryImage, 'execute'>;
  readonly setOrganizationParent: Pick<SetOrganizationParent, 'execute'>;
  readonly findParentCandidates: Pick<FindParentCandidates, 'execute'>;
}

export function organizationSectionsGraphqlPart(deps: OrganizationSectionsApiDeps): GraphqlPart {
  return {
    typeDefs: organizationSectionsTypeDefs,
    resolvers: {
      Query: {
        async organizationProfileSections(_, args) {
          const result = await deps.getProfileSections.execute(parseArgs(SectionsArgs, args));
          return result.ok ? toSectionsDto(result.value) : null;
        },

        async organizationParentCandidates(_, args, ctx) {
          const result = await deps.findParentCandidates.execute(parseArgs(CandidatesArgs, args), ctx.requestContext);
          return result.ok ? { error: null, candidates: result.value } : { error: result.code, candidates: [] };
        },
      },
      Mutation: {
        async addOrganizationFaq(_, args, ctx) {
          const { organizationId, input } = parseArgs(FaqArgs, args);
          return toResult(await deps.addFaqEntry.execute({ organizationId, draft: input }, ctx.requestContext));
        },

        async addOrganizationVideo(_, args, ctx) {
          const { organizationId, input, cover } = parseArgs(VideoArgs, args);
          const draft = { sourceUrl: normalizeProfileUrl(input.sourceUrl), coverTitle: input.coverTitle };
          const upload = cover ? await toUpload(cover) : null;
          return toResult(await deps.addVideo.execute({ organizationId, draft, cover: upload }, ctx.requestContext));
        },

        async addOrganizationContactPerson(_, args, ctx) {
          const { organizationId, input, photo } = parseArgs(ContactArgs, args);
          const draft = {
            ...input,
            salutation: input.salutation ?? null,
            linkedinUrl: input.linkedinUrl === null ? null : normalizeProfileUrl(input.linkedinUrl),
          };
          const upload = photo ? await toUpload(photo) : null;
          return toResult(await deps.addContactPerson.execute({ organizationId, draft, photo: upload }, ctx.requestContext));
        },

        async addOrganizationGalleryImage(_, args, ctx) {
          const { organizationId, image, altText } = parseArgs(GalleryArgs, args);
          return toResult(
            await deps.addGalleryImage.execute({ organizationId, image: await toUpload(image), altText }, ctx.requestContext),
          );
        },

        async addOrganizationBrochure(_, args, ctx) {
          const { organizationId, file, title } = parseArgs(BrochureArgs, args);
          // The PDF is moved from the upload area into place, never read whole: it must have come through the parser.
          const staged = stagedFileOf(file);
          if (!staged) throw expectedError('BAD_REQUEST', 'The file must be sent as a multipart request part.', 400);
          const upload = { size: staged.size, head: staged.head, stagedId: staged.id };
          return toResult(await deps.addBrochure.execute({ organizationId, title, file: upload }, ctx.requestContext));
        },

        async addOrganizationLocation(_, args, ctx) {
          const { organizationId, input } = parseArgs(AddLocationArgs, args);
          return toResult(await deps.addFurtherLocation.execute({ organizationId, draft: input }, ctx.requestContext));
        },

        async updateOrganizationLocation(_, args, ctx) {
          const { organizationId, locationId, input } = parseArgs(UpdateLocationArgs, args);
          return toResult(await deps.updateFurtherLocation.execute({ organizationId, locationId, draft: input }, ctx.requestContext));
        },

        async moveOrganizationSectionItem(_, args, ctx) {
          const { organizationId, section, itemId, direction } = parseArgs(MoveArgs, args);
          const dir = direction === 'UP' ? 'up' : 'down';
          return toResult(await deps.moveSectionItem.execute({ organizationId, section, itemId, direction: dir }, ctx.requestContext));
        },

        async removeOrganizationSectionItem(_, args, ctx) {
          const input = parseArgs(RemoveArgs, args);
          return toResult(await deps.removeSectionItem.execute(input, ctx.requestContext));
        },

        async setOrganizationSectionImage(_, args, ctx) {
          const { organizationId, section, itemId, image } = parseArgs(SetImageArgs, args);
          const upload = image ? await toUpload(image) : null;
          return toResult(await deps.setSectionEntryImage.execute({ organizationId, section, itemId, image: upload }, ctx.requestContext));
        },

        async setOrganizationParent(_, args, ctx) {
          const { organizationId, parentId } = parseArgs(ParentArgs, args);
          const result = await deps.setOrganizationParent.execute({ organizationId, parentId: parentId ?? null }, ctx.requestContext);
          return { error: result.ok ? null : result.code };
        },
      },
    },
  };
}
