import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';
import type { Pool } from 'pg';
import type { OrganizationEditGateway } from '../../application/board/organizations/organization-edit-gateway.port';
import { CheckOrganizationEditRight } from '../../application/board/organizations/check-organization-edit-right.use-case';
import { OpenOrganizationEditor } from '../../application/board/organizations/open-organization-editor.use-case';
import { SaveOrganizationProfile } from '../../application/board/organizations/save-organization-profile.use-case';
import { ShowUpdatableOrganizations } from '../../application/board/organizations/show-updatable-organizations.use-case';
import type { FileStore } from '../../application/platform/files/file-store.port';
import { GetOrganizationImage } from '../../application/platform/files/get-organization-image.use-case';
import type { ImageProcessor } from '../../application/platform/files/image-processor.port';
import { GetOrganizationEditAccess } from '../../application/platform/organizations/get-organization-edit-access.use-case';
import type { GetOrganizationProfile } from '../../application/platform/organizations/get-organization-profile.use-case';
import { GetOrganizationProfileOptions } from '../../application/platform/organizations/get-organization-profile-options.use-case';
import { ListUpdatableOrganizationProfiles } from '../../application/platform/organizations/list-updatable-organization-profiles.use-case';
import type { OrganizationOwnerLookup } from '../../application/platform/organizations/organization-owner-lookup.port';
import type { OrganizationProfileOptionsSource } from '../../application/platform/organizations/organization-profile-options.port';
import type { OrganizationProfileWriter } from '../../application/platform/organizations/organization-profile-writer.port';
import type { OrganizationRepository } from '../../application/platform/organizations/organization-repository.port';
import { UpdateOrganizationProfile } from '../../application/platform/organizations/update-organization-profile.use-case';
import type { Clock } from '../../application/shared/clock.port';
import type { RichTextSanitizer } from '../../application/shared/rich-text-sanitizer.port';
import { OrganizationImageEndpoint } from '../files/organization-image-endpoint';
import { ApolloOrganizationEditGateway } from '../graphql/client/apollo-organization-edit-gateway';
import { organizationEditGraphqlPart, type OrganizationEditApiDeps } from '../graphql/server/resolvers/organization-edit.resolver';
import { SharpImageProcessor } from '../images/sharp-image-processor';
import { PostgresOrganizationProfileOptions } from '../postgres/postgres-organization-profile-options';
import { PostgresOrganizationProfileWriter } from '../postgres/postgres-organization-profile-writer';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { JOBPAGE } from './job-page.module';
import { ORGANIZATIONS } from './organizations.module';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.organizationEdit.${name}`);

/** Service identifiers of organization editing (profile form, profile images). */
export const ORGANIZATION_EDIT = {
  ProfileWriter: id<OrganizationProfileWriter>('ProfileWriter'),
  ProfileOptions: id<OrganizationProfileOptionsSource>('ProfileOptions'),
  RichTextSanitizer: id<RichTextSanitizer>('RichTextSanitizer'),
  ImageProcessor: id<ImageProcessor>('ImageProcessor'),
  UpdateOrganizationProfile: id<UpdateOrganizationProfile>('UpdateOrganizationProfile'),
  ListUpdatableOrganizationProfiles: id<ListUpdatableOrganizationProfiles>('ListUpdatableOrganizationProfiles'),
  GetOrganizationEditAccess: id<GetOrganizationEditAccess>('GetOrganizationEditAccess'),
  GetOrganizationProfileOptions: id<GetOrganizationProfileOptions>('GetOrganizationProfileOptions'),
  GetOrganizationImage: id<GetOrganizationImage>('GetOrganizationImage'),
  ImageEndpoint: id<OrganizationImageEndpoint>('ImageEndpoint'),
  ApiDeps: id<OrganizationEditApiDeps>('ApiDeps'),
  Gateway: id<OrganizationEditGateway>('Gateway'),
  OpenOrganizationEditor: id<OpenOrganizationEditor>('OpenOrganizationEditor'),
  SaveOrganizationProfile: id<SaveOrganizationProfile>('SaveOrganizationProfile'),
  ShowUpdatableOrganizations: id<ShowUpdatableOrganizations>('ShowUpdatableOrganizations'),
  CheckOrganizationEditRight: id<CheckOrganizationEditRight>('CheckOrganizationEditRight'),
} as const;

/**
 * Bindings of organization editing: PostgreSQL writer and options, sanitize-html, sharp and the file
 * store of the job page module → platform use cases (driven by /graphql through `ORGANIZATION_EDIT.ApiDeps`
 * and by the image route); the Apollo gateway → board use cases.
 */
export function bindOrganizationEditModule(c: Container, _config: object): void {
  c.bind(ORGANIZATION_EDIT.ProfileWriter).toResolvedValue((pool: Pool) => new PostgresOrganizationProfileWriter(pool), [T.Pool]);
  c.bind(ORGANIZATION_EDIT.ProfileOptions).toResolvedValue((pool: Pool) => new PostgresOrganizationProfileOptions(pool), [T.Pool]);
  c.bind(ORGANIZATION_EDIT.RichTextSanitizer).toConstantValue(new SanitizeHtmlRichTextSanitizer());
  c.bind(ORGANIZATION_EDIT.ImageProcessor).toConstantValue(new SharpImageProcessor());

  c.bind(ORGANIZATION_EDIT.UpdateOrganizationProfile).toResolvedValue(
    (
      writer: OrganizationProfileWriter,
      profiles: OrganizationRepository,
      sanitizer: RichTextSanitizer,
      images: ImageProcessor,
      store: FileStore,
      clock: Clock,
    ) => new UpdateOrganizationProfile(writer, profiles, sanitizer, images, store, clock),
    [
      ORGANIZATION_EDIT.ProfileWriter,
      ORGANIZATIONS.OrganizationRepository,
      ORGANIZATION_EDIT.RichTextSanitizer,
      ORGANIZATION_EDIT.ImageProcessor,
      JOBPAGE.FileStore,
      T.Clock,
    ],
  );
  c.bind(ORGANIZATION_EDIT.ListUpdatableOrganizationProfiles).toResolvedValue(
    (writer: OrganizationProfileWriter, profiles: OrganizationRepository) => new ListUpdatableOrganizationProfiles(writer, profiles),
    [ORGANIZATION_EDIT.ProfileWriter, ORGANIZATIONS.OrganizationRepository],
  );
  c.bind(ORGANIZATION_EDIT.GetOrganizationEditAccess).toResolvedValue(
    (getProfile: GetOrganizationProfile, owners: OrganizationOwnerLookup) => new GetOrganizationEditAccess(getProfile, owners),
    [ORGANIZATIONS.GetOrganizationProfile, T.OrganizationOwnerLookup],
  );
  c.bind(ORGANIZATION_EDIT.GetOrganizationProfileOptions).toResolvedValue(
    (options: OrganizationProfileOptionsSource) => new GetOrganizationProfileOptions(options),
    [ORGANIZATION_EDIT.ProfileOptions],
  );
  c.bind(ORGANIZATION_EDIT.GetOrganizationImage).toResolvedValue(
    (store: FileStore) => new GetOrganizationImage(store),
    [JOBPAGE.FileStore],
  );
  c.bind(ORGANIZATION_EDIT.ImageEndpoint).toResolvedValue(
    (images: GetOrganizationImage, logger: Logger) => new OrganizationImageEndpoint(images, logger),
    [ORGANIZATION_EDIT.GetOrganizationImage, T.Logger],
  );
  c.bind(ORGANIZATION_EDIT.ApiDeps).toResolvedValue(
    (
      listUpdatableOrganizationProfiles: ListUpdatableOrganizationProfiles,
      getOrganizationEditAccess: GetOrganizationEditAccess,
      getOrganizationProfileOptions: GetOrganizationProfileOptions,
      updateOrganizationProfile: UpdateOrganizationProfile,
    ): OrganizationEditApiDeps => ({
      listUpdatableOrganizationProfiles,
      getOrganizationEditAccess,
      getOrganizationProfileOptions,
      updateOrganizationProfile,
    }),
    [
      ORGANIZATION_EDIT.ListUpdatableOrganizationProfiles,
      ORGANIZATION_EDIT.GetOrganizationEditAccess,
      ORGANIZATION_EDIT.GetOrganizationProfileOptions,
      ORGANIZATION_EDIT.UpdateOrganizationProfile,
    ],
  );

  // Board: gateway → Apollo.
  c.bind(ORGANIZATION_EDIT.Gateway).toResolvedValue((client: ApolloClient) => new ApolloOrganizationEditGateway(client), [T.ApolloClient]);
  c.bind(ORGANIZATION_EDIT.OpenOrganizationEditor).toResolvedValue(
    (gateway: OrganizationEditGateway) => new OpenOrganizationEditor(gateway),
    [ORGANIZATION_EDIT.Gateway],
  );
  c.bind(ORGANIZATION_EDIT.SaveOrganizationProfile).toResolvedValue(
    (gateway: OrganizationEditGateway) => new SaveOrganizationProfile(gateway),
    [ORGANIZATION_EDIT.Gateway],
  );
  c.bind(ORGANIZATION_EDIT.ShowUpdatableOrganizations).toResolvedValue(
    (gateway: OrganizationEditGateway) => new ShowUpdatableOrganizations(gateway),
    [ORGANIZATION_EDIT.Gateway],
  );
  c.bind(ORGANIZATION_EDIT.CheckOrganizationEditRight).toResolvedValue(
    (gateway: OrganizationEditGateway) => new CheckOrganizationEditRight(gateway),
    [ORGANIZATION_EDIT.Gateway],
  );
}

/** The profile image endpoint of this process, for the `/organization-image/…` server route. */
export const organizationImageEndpointFrom = (container: Container): OrganizationImageEndpoint =>
  container.get(ORGANIZATION_EDIT.ImageEndpoint);

export const organizationEditFeature = defineFeature({
  name: 'organization-edit',
  bind: bindOrganizationEditModule,
  graphql: (c) => [organizationEditGraphqlPart(c.get(ORGANIZATION_EDIT.ApiDeps))],
  board: (c) => ({
    openOrganizationEditor: c.get(ORGANIZATION_EDIT.OpenOrganizationEditor),
    saveOrganizationProfile: c.get(ORGANIZATION_EDIT.SaveOrganizationProfile),
    showUpdatableOrganizations: c.get(ORGANIZATION_EDIT.ShowUpdatableOrganizations),
    checkOrganizationEditRight: c.get(ORGANIZATION_EDIT.CheckOrganizationEditRight),
    get organizationImages() {
      return c.get(ORGANIZATION_EDIT.ImageEndpoint);
    },
  }),
});
