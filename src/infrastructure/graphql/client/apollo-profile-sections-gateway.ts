import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  ParentSearchAnswer,
  ProfileSectionsGateway,
  SectionChangeAnswer,
  SectionCommand,
  SetParentAnswer,
} from '../../../application/board/organization-sections/profile-sections-gateway.port';
import { isSalutation, type ProfileSection, type ProfileSections } from '../../../domain/organization/profile-sections';
import {
  AddOrganizationBrochureDocument,
  AddOrganizationContactPersonDocument,
  AddOrganizationFaqDocument,
  AddOrganizationGalleryImageDocument,
  AddOrganizationLocationDocument,
  AddOrganizationVideoDocument,
  MoveOrganizationSectionItemDocument,
  type OrganizationProfileSection,
  type OrganizationProfileSectionsFieldsFragment,
  OrganizationProfileSectionsDocument,
  type OrganizationSectionsResultFieldsFragment,
  OrganizationParentCandidatesDocument,
  RemoveOrganizationSectionItemDocument,
  SetOrganizationParentDocument,
  SetOrganizationSectionImageDocument,
  UpdateOrganizationLocationDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The API's lists → the domain's (field by field: Apollo's __typename has no place there). */
function toSections(dto: OrganizationProfileSectionsFieldsFragment): ProfileSections {
  return {
    organizationId: dto.organizationId,
    gallery: dto.gallery.map((g) => ({ id: g.id, url: g.url, altText: g.altText })),
    faq: dto.faq.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
    videos: dto.videos.map((v) => ({ id: v.id, sourceUrl: v.sourceUrl, coverTitle: v.coverTitle, coverUrl: v.coverUrl ?? null })),
    contacts: dto.contacts.map((c) => ({
      id: c.id,
      salutation: isSalutation(c.salutation) ? c.salutation : null,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      jobTitle: c.jobTitle,
      phone: c.phone,
      linkedinUrl: c.linkedinUrl,
      contactInfo: c.contactInfo,
      photoUrl: c.photoUrl ?? null,
    })),
    locations: dto.locations.map((l) => ({
      id: l.id,
      name: l.name,
      countryCode: l.countryCode,
      addressLine1: l.addressLine1 ?? null,
      zip: l.zip ?? null,
      locality: l.locality,
      point: typeof l.lat === 'number' && typeof l.lon === 'number' ? { lat: l.lat, lon: l.lon } : null,
    })),
    brochures: dto.brochures.map((b) => ({ id: b.id, title: b.title, fileName: b.fileName, size: b.size })),
  };
}

const SECTION: Readonly<Record<ProfileSection, OrganizationProfileSection>> = {
  gallery: 'GALLERY',
  faq: 'FAQ',
  videos: 'VIDEOS',
  contacts: 'CONTACTS',
  locations: 'LOCATIONS',
  brochures: 'BROCHURES',
};

function toAnswer(result: OrganizationSectionsResultFieldsFragment): SectionChangeAnswer {
  if (result.sections && result.errors.length === 0) return { ok: true, sections: toSections(result.sections) };
  return { ok: false, errors: result.errors.map((e) => ({ field: e.field, code: e.code, limit: e.limit })) };
}

/** ProfileSectionsGateway over the platform API; images and brochures go as multipart uploads. */
export class ApolloProfileSectionsGateway implements ProfileSectionsGateway {
  constructor(private readonly client: ApolloClient) {}

  async sections(organizationId: string, ctx: BoardContext): Promise<ProfileSections | null> {
    const answer = await runOperation(this.client, 'query', OrganizationProfileSectionsDocument, { organizationId }, ctx);
    const { organizationProfileSections } = dataOrThrow('organizationProfileSections', answer);
    return organizationProfileSections ? toSections(organizationProfileSections) : null;
  }

  async change(organizationId: string, command: SectionCommand, ctx: BoardContext): Promise<SectionChangeAnswer> {
    switch (command.kind) {
      case 'addFaq': {
        const answer = await runOperation(
          this.client,
          'mutation',
          AddOrganizationFaqDocument,
          { organizationId, input: command.draft },
          ctx,
        );
        return toAnswer(dataOrThrow('addOrganizationFaq', answer).addOrganizationFaq);
      }
      case 'addVideo': {
        const answer = await runOperation(
          this.client,
          'mutation',
          AddOrganizationVideoDocument,
          { organizationId, input: command.draft, cover: command.cover ?? null },
          ctx,
        );
        return toAnswer(dataOrThrow('addOrganizationVideo', answer).addOrganizationVideo);
      }
      case 'addContact': {
        const answer = await runOperation(
          this.client,
          'mutation',
          AddOrganizationContactPersonDocument,
          { organizationId, input: command.draft, photo: command.photo ?? null },
          ctx,
        );
        return toAnswer(dataOrThrow('addOrganizationContactPerson', answer).addOrganizationContactPerson);
      }
      case 'addGalleryImage': {
        const answer = await runOperation(
          this.client,
          'mutation',
          AddOrganizationGalleryImageDocument,
          { organizationId, image: command.image, altText: command.altText },
          ctx,
        );
        return toAnswer(dataOrThrow('addOrganizationGalleryImage', answer).addOrganizationGalleryImage);
      }
      case 'addBrochure': {
        const variables = { organizationId, file: command.file, title: command.title };
        const answer = await runOperation(this.client, 'mutation', AddOrganizationBrochureDocument, variables, ctx);
        return toAnswer(dataOrThrow('addOrganizationBrochure', answer).addOrganizationBrochure);
      }
      case 'addLocation': {
        const answer = await runOperation(
          this.client,
          'mutation',
          AddOrganizationLocationDocument,
          { organizationId, input: command.draft },
          ctx,
        );
        return toAnswer(dataOrThrow('addOrganizationLocation', answer).addOrganizationLocation);
      }
      case 'updateLocation': {
        const variables = { organizationId, locationId: command.locationId, input: command.draft };
        const answer = await runOperation(this.client, 'mutation', UpdateOrganizationLocationDocument, variables, ctx);
        return toAnswer(dataOrThrow('updateOrganizationLocation', answer).updateOrganizationLocation);
      }
      case 'move': {
        const variables = {
          organizationId,
          section: SECTION[command.section],
          itemId: command.itemId,
          direction: command.direction === 'up' ? ('UP' as const) : ('DOWN' as const),
        };
        const answer = await runOperation(this.client, 'mutation', MoveOrganizationSectionItemDocument, variables, ctx);
        return toAnswer(dataOrThrow('moveOrganizationSectionItem', answer).moveOrganizationSectionItem);
      }
      case 'remove': {
        const variables = { organizationId, section: SECTION[command.section], itemId: command.itemId };
        const answer = await runOperation(this.client, 'mutation', RemoveOrganizationSectionItemDocument, variables, ctx);
        return toAnswer(dataOrThrow('removeOrganizationSectionItem', answer).removeOrganizationSectionItem);
      }
      case 'setImage': {
        const variables = { organizationId, section: SECTION[command.section], itemId: command.itemId, image: command.image };
        const answer = await runOperation(this.client, 'mutation', SetOrganizationSectionImageDocument, variables, ctx);
        return toAnswer(dataOrThrow('setOrganizationSectionImage', answer).setOrganizationSectionImage);
      }
    }
  }

  async parentCandidates(organizationId: string, search: string, ctx: BoardContext): Promise<ParentSearchAnswer> {
    const answer = await runOperation(this.client, 'query', OrganizationParentCandidatesDocument, { organizationId, search }, ctx);
    const { organizationParentCandidates: result } = dataOrThrow('organizationParentCandidates', answer);
    if (result.error) return { ok: false, code: result.error };
    return {
      ok: true,
      options: result.candidates.map((c) => ({ id: c.id, name: c.name, slug: c.slug, locality: c.locality ?? null })),
    };
  }

  async setParent(organizationId: string, parentId: string | null, ctx: BoardContext): Promise<SetParentAnswer> {
    const answer = await runOperation(this.client, 'mutation', SetOrganizationParentDocument, { organizationId, parentId }, ctx);
    const { error } = dataOrThrow('setOrganizationParent', answer).setOrganizationParent;
    return error ? { ok: false, code: error } : { ok: true };
  }
}
