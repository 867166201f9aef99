import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import { ChooseParentOrganization } from '../../application/board/organization-sections/choose-parent-organization.use-case';
import { FindParentOptions } from '../../application/board/organization-sections/find-parent-options.use-case';
import { ChangeProfileSection } from '../../application/board/organization-sections/change-profile-section.use-case';
import type { ProfileSectionsGateway } from '../../application/board/organization-sections/profile-sections-gateway.port';
import { ShowProfileSections } from '../../application/board/organization-sections/show-profile-sections.use-case';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { AddBrochure } from '../../application/platform/organization-sections/add-brochure.use-case';
import { GetBrochureFile } from '../../application/platform/organization-sections/get-brochure-file.use-case';
import { AddContactPerson } from '../../application/platform/organization-sections/add-contact-person.use-case';
import { AddFaqEntry } from '../../application/platform/organization-sections/add-faq-entry.use-case';
import { AddFurtherLocation } from '../../application/platform/organization-sections/add-further-location.use-case';
import { AddGalleryImage } from '../../application/platform/organization-sections/add-gallery-image.use-case';
import { AddVideo } from '../../application/platform/organization-sections/add-video.use-case';
import { FindParentCandidates } from '../../application/platform/organization-sections/find-parent-candidates.use-case';
import { GetProfileSections } from '../../application/platform/organization-sections/get-profile-sections.use-case';
import { MoveSectionItem } from '../../application/platform/organization-sections/move-section-item.use-case';
import type { ProfileSectionStore } from '../../application/platform/organization-sections/profile-section-store.port';
import { RemoveSectionItem } from '../../application/platform/organization-sections/remove-section-item.use-case';
import { SetSectionEntryImage } from '../../application/platform/organization-sections/set-section-entry-image.use-case';
import { SetOrganizationParent } from '../../application/platform/organization-sections/set-organization-parent.use-case';
import { UpdateFurtherLocation } from '../../application/platform/organization-sections/update-further-location.use-case';
import type { Geocoder } from '../../application/platform/geo/geocoder.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloProfileSectionsGateway } from '../graphql/client/apollo-profile-sections-gateway';
import {
  organizationSectionsGraphqlPart,
  type OrganizationSectionsApiDeps,
} from '../graphql/server/resolvers/organization-sections.resolver';
import { SharpGalleryImageProcessor } from '../images/sharp-gallery-image-processor';
import { CONTACT_PHOTO_BOUNDS, VIDEO_COVER_BOUNDS } from '../../domain/files/gallery-image-policy';
import { PostgresProfileSectionStore } from '../postgres/organization-sections/postgres-profile-section-store';
import { OrganizationBrochureEndpoint } from '../files/organization-brochure-endpoint';
import { defineFeature } from './feature-module';
import type { Logger } from 'pino';
import { JOBPAGE } from './job-page.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.organization-sections.${name}`);

/** Service identifiers of the profile lists (gallery, FAQ, videos, contact persons, further locations) and the parent organization. */
export const ORGANIZATION_SECTIONS = {
  Store: id<ProfileSectionStore>('Store'),
  ApiDeps: id<OrganizationSectionsApiDeps>('ApiDeps'),
  Gateway: id<ProfileSectionsGateway>('Gateway'),
  ShowProfileSections: id<ShowProfileSections>('ShowProfileSections'),
  ChangeProfileSection: id<ChangeProfileSection>('ChangeProfileSection'),
  FindParentOptions: id<FindParentOptions>('FindParentOptions'),
  ChooseParentOrganization: id<ChooseParentOrganization>('ChooseParentOrganization'),
  BrochureEndpoint: id<OrganizationBrochureEndpoint>('BrochureEndpoint'),
} as const;

/** PostgreSQL store, sharp, file store, place data → platform use cases (driven by /graphql); Apollo gateway → board use cases. */
export function bindOrganizationSectionsModule(c: Container, _config: object): void {
  c.bind(ORGANIZATION_SECTIONS.Store).toResolvedValue((pool: Pool) => new PostgresProfileSectionStore(pool), [T.Pool]);
  c.bind(ORGANIZATION_SECTIONS.ApiDeps).toResolvedValue(
    (store: ProfileSectionStore, files: FileStore, clock: Clock, geocoder: Geocoder): OrganizationSectionsApiDeps => ({
      getProfileSections: new GetProfileSections(store),
      addFaqEntry: new AddFaqEntry(store),
      addVideo: new AddVideo(store, { images: new SharpGalleryImageProcessor(VIDEO_COVER_BOUNDS), files, clock }),
      addContactPerson: new AddContactPerson(store, { images: new SharpGalleryImageProcessor(CONTACT_PHOTO_BOUNDS), files, clock }),
      addGalleryImage: new AddGalleryImage(store, new SharpGalleryImageProcessor(), files, clock),
      addBrochure: new AddBrochure(store, files),
      addFurtherLocation: new AddFurtherLocation(store, geocoder),
      updateFurtherLocation: new UpdateFurtherLocation(store, geocoder),
      moveSectionItem: new MoveSectionItem(store),
      removeSectionItem: new RemoveSectionItem(store, files),
      setSectionEntryImage: new SetSectionEntryImage(store, {
        images: {
          contacts: new SharpGalleryImageProcessor(CONTACT_PHOTO_BOUNDS),
          videos: new SharpGalleryImageProcessor(VIDEO_COVER_BOUNDS),
        },
        files,
        clock,
      }),
      setOrganizationParent: new SetOrganizationParent(store),
      findParentCandidates: new FindParentCandidates(store),
    }),
    [ORGANIZATION_SECTIONS.Store, JOBPAGE.FileStore, T.Clock, JOBPAGE.Geocoder],
  );
  c.bind(ORGANIZATION_SECTIONS.BrochureEndpoint).toResolvedValue(
    (store: ProfileSectionStore, files: FileStore, logger: Logger) =>
      new OrganizationBrochureEndpoint(new GetBrochureFile(store, files), logger),
    [ORGANIZATION_SECTIONS.Store, JOBPAGE.FileStore, T.Logger],
  );
  c.bind(ORGANIZATION_SECTIONS.Gateway).toResolvedValue(
    (client: ApolloClient) => new ApolloProfileSectionsGateway(client),
    [T.ApolloClient],
  );
  c.bind(ORGANIZATION_SECTIONS.ShowProfileSections).toResolvedValue(
    (gateway: ProfileSectionsGateway) => new ShowProfileSections(gateway),
    [ORGANIZATION_SECTIONS.Gateway],
  );
  c.bind(ORGANIZATION_SECTIONS.ChangeProfileSection).toResolvedValue(
    (gateway: ProfileSectionsGateway) => new ChangeProfileSection(gateway),
    [ORGANIZATION_SECTIONS.Gateway],
  );
  c.bind(ORGANIZATION_SECTIONS.FindParentOptions).toResolvedValue(
    (gateway: ProfileSectionsGateway) => new FindParentOptions(gateway),
    [ORGANIZATION_SECTIONS.Gateway],
  );
  c.bind(ORGANIZATION_SECTIONS.ChooseParentOrganization).toResolvedValue(
    (gateway: ProfileSectionsGateway) => new ChooseParentOrganization(gateway),
    [ORGANIZATION_SECTIONS.Gateway],
  );
}

export const organizationSectionsFeature = defineFeature({
  name: 'organization-sections',
  bind: bindOrganizationSectionsModule,
  graphql: (c) => [organizationSectionsGraphqlPart(c.get(ORGANIZATION_SECTIONS.ApiDeps))],
  board: (c) => ({
    get showProfileSections() {
      return c.get(ORGANIZATION_SECTIONS.ShowProfileSections);
    },
    get changeProfileSection() {
      return c.get(ORGANIZATION_SECTIONS.ChangeProfileSection);
    },
    get findParentOptions() {
      return c.get(ORGANIZATION_SECTIONS.FindParentOptions);
    },
    get chooseParentOrganization() {
      return c.get(ORGANIZATION_SECTIONS.ChooseParentOrganization);
    },
    /** Only a process with the platform has it (the `/organization-brochure/…` route, a platform path). */
    get organizationBrochures() {
      return c.get(ORGANIZATION_SECTIONS.BrochureEndpoint);
    },
  }),
});
