import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { ChangeMyResumePicture as ChangeMyResumePictureOnBoard } from '../../application/board/resumes/change-my-resume-picture.use-case';
import { ChangeMyResume } from '../../application/board/resumes/change-my-resume.use-case';
import { ChangeMyResumeAttachments as ChangeMyResumeAttachmentsOnBoard } from '../../application/board/resumes/change-my-resume-attachments.use-case';
import { ConfirmCvImport, ImportMyCv, ReviewCvImport } from '../../application/board/resumes/import-cv.use-cases';
import type { ResumeGateway } from '../../application/board/resumes/resume-gateway.port';
import type { ResumeImportGateway } from '../../application/board/resumes/resume-import-gateway.port';
import { ShowMyResume } from '../../application/board/resumes/show-my-resume.use-case';
import type { FileStore } from '../../application/platform/files/file-store.port';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { AddMyResumeAttachments } from '../../application/platform/resumes/add-my-resume-attachments.use-case';
import { ChangeMyResumeAttachment } from '../../application/platform/resumes/change-my-resume-attachment.use-case';
import { ChangeMyResumePicture } from '../../application/platform/resumes/change-my-resume-picture.use-case';
import { GetResumeAttachment } from '../../application/platform/resumes/get-resume-attachment.use-case';
import { ListMyResumeAttachments } from '../../application/platform/resumes/list-my-resume-attachments.use-case';
import type { ResumeAttachmentRepository } from '../../application/platform/resumes/resume-attachment-repository.port';
import { GetResumePicture } from '../../application/platform/resumes/get-resume-picture.use-case';
import { ConfirmResumeImport } from '../../application/platform/resumes/confirm-resume-import.use-case';
import { GetResumeImport } from '../../application/platform/resumes/get-resume-import.use-case';
import { ImportResumeCv } from '../../application/platform/resumes/import-resume-cv.use-case';
import type { ResumeImportRepository } from '../../application/platform/resumes/resume-import-repository.port';
import { GetResumeOptions } from '../../application/platform/resumes/get-resume-options.use-case';
import { GetResume } from '../../application/platform/resumes/get-resume.use-case';
import type { ResumeRepository } from '../../application/platform/resumes/resume-repository.port';
import { SearchResumeOrganizations } from '../../application/platform/resumes/search-resume-organizations.use-case';
import { UpdateMyResume } from '../../application/platform/resumes/update-my-resume.use-case';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { LocalCvTextReader } from '../cv-import/local-cv-text-reader';
import { ResumeAttachmentEndpoint } from '../files/resume-attachment-endpoint';
import { ResumePictureEndpoint } from '../files/resume-picture-endpoint';
import { ApolloResumeImportGateway } from '../graphql/client/apollo-resume-import-gateway';
import { ApolloResumeGateway } from '../graphql/client/apollo-resume-gateway';
import { resumeImportsGraphqlPart, type ResumeImportsApiDeps } from '../graphql/server/resolvers/resume-imports.resolver';
import { resumesGraphqlPart, type ResumesApiDeps } from '../graphql/server/resolvers/resumes.resolver';
import { PostgresResumePersonalData } from '../postgres/privacy/postgres-resume-personal-data';
import { PostgresResumeAttachmentRepository } from '../postgres/resumes/postgres-resume-attachment-repository';
import { PostgresResumePictureLookup } from '../postgres/resumes/postgres-resume-picture-lookup';
import { PostgresResumeImportRepository } from '../postgres/resumes/postgres-resume-import-repository';
import { PostgresResumeRepository } from '../postgres/resumes/postgres-resume-repository';
import { SharpImageProcessor } from '../images/sharp-image-processor';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { PRIVACY } from './privacy-data.module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.resumes.${name}`);

export const RESUMES = {
  Repository: id<ResumeRepository>('Repository'),
  ImportRepository: id<ResumeImportRepository>('ImportRepository'),
  ImportsApiDeps: id<ResumeImportsApiDeps>('ImportsApiDeps'),
  ApiDeps: id<ResumesApiDeps>('ApiDeps'),
  Gateway: id<ApolloResumeGateway>('Gateway'),
  ShowMyResume: id<ShowMyResume>('ShowMyResume'),
  ChangeMyResume: id<ChangeMyResume>('ChangeMyResume'),
  ImportGateway: id<ResumeImportGateway>('ImportGateway'),
  PictureEndpoint: id<ResumePictureEndpoint>('PictureEndpoint'),
  AttachmentRepository: id<ResumeAttachmentRepository>('AttachmentRepository'),
  AttachmentEndpoint: id<ResumeAttachmentEndpoint>('AttachmentEndpoint'),
} as const;

/**
 * Resumes (the applicant's side): PostgreSQL repository and sanitize-html → platform use cases (driven by
 * /graphql through `RESUMES.ApiDeps`), the resume's personal-data source; CV imports (the file store, the
 * local CV text reader: unpdf and mammoth) through `RESUMES.ImportsApiDeps`; the Apollo gateway → board use cases.
 */
export function bindResumesModule(c: Container): void {
  c.bind(RESUMES.Repository).toResolvedValue((pool: Pool) => new PostgresResumeRepository(pool), [T.Pool]);
  c.bind(RESUMES.ImportRepository).toResolvedValue((pool: Pool) => new PostgresResumeImportRepository(pool), [T.Pool]);
  c.bind(RESUMES.AttachmentRepository).toResolvedValue((pool: Pool) => new PostgresResumeAttachmentRepository(pool), [T.Pool]);
  c.bind(RESUMES.ImportsApiDeps).toResolvedValue(
    (imports: ResumeImportRepository, resumes: ResumeRepository, files: FileStore, clock: Clock): ResumeImportsApiDeps => ({
      importResumeCv: new ImportResumeCv(imports, resumes, files, new LocalCvTextReader(), clock),
      getResumeImport: new GetResumeImport(imports),
      confirmResumeImport: new ConfirmResumeImport(imports, resumes, clock),
    }),
    [RESUMES.ImportRepository, RESUMES.Repository, T.FileStore, T.Clock],
  );
  c.bind(PRIVACY.SourceFactory).toConstantValue((db) => new PostgresResumePersonalData(db));
  c.bind(RESUMES.ApiDeps).toResolvedValue(
    (resumes: ResumeRepository, attachments: ResumeAttachmentRepository, files: FileStore, clock: Clock): ResumesApiDeps => ({
      getResume: new GetResume(resumes),
      updateMyResume: new UpdateMyResume(resumes, new SanitizeHtmlRichTextSanitizer(), clock),
      getResumeOptions: new GetResumeOptions(resumes),
      searchResumeOrganizations: new SearchResumeOrganizations(resumes),
      changeMyResumePicture: new ChangeMyResumePicture(resumes, new SharpImageProcessor(), files, clock),
      listMyResumeAttachments: new ListMyResumeAttachments(attachments),
      addMyResumeAttachments: new AddMyResumeAttachments(attachments, files),
      changeMyResumeAttachment: new ChangeMyResumeAttachment(attachments, files),
    }),
    [RESUMES.Repository, RESUMES.AttachmentRepository, T.FileStore, T.Clock],
  );
  c.bind(RESUMES.PictureEndpoint).toResolvedValue(
    (pool: Pool, files: FileStore, tokens: TokenVerifier, site: SiteConfig, logger: Logger) =>
      new ResumePictureEndpoint(site, new GetResumePicture(new PostgresResumePictureLookup(pool), files), tokens, logger),
    [T.Pool, T.FileStore, T.TokenVerifier, T.Site, T.Logger],
  );
  c.bind(RESUMES.AttachmentEndpoint).toResolvedValue(
    (pool: Pool, attachments: ResumeAttachmentRepository, files: FileStore, tokens: TokenVerifier, site: SiteConfig, logger: Logger) =>
      new ResumeAttachmentEndpoint(
        site,
        new GetResumeAttachment(attachments, new PostgresResumePictureLookup(pool), files),
        tokens,
        logger,
      ),
    [T.Pool, RESUMES.AttachmentRepository, T.FileStore, T.TokenVerifier, T.Site, T.Logger],
  );
  c.bind(RESUMES.Gateway).toResolvedValue((client: ApolloClient) => new ApolloResumeGateway(client), [T.ApolloClient]);
  c.bind(RESUMES.ShowMyResume).toResolvedValue((g: ApolloResumeGateway) => new ShowMyResume(g, g), [RESUMES.Gateway]);
  c.bind(RESUMES.ChangeMyResume).toResolvedValue((g: ResumeGateway) => new ChangeMyResume(g), [RESUMES.Gateway]);
  c.bind(RESUMES.ImportGateway).toResolvedValue((client: ApolloClient) => new ApolloResumeImportGateway(client), [T.ApolloClient]);
}

export const resumesFeature = defineFeature({
  name: 'resumes',
  bind: bindResumesModule,
  graphql: (c) => [resumesGraphqlPart(c.get(RESUMES.ApiDeps)), resumeImportsGraphqlPart(c.get(RESUMES.ImportsApiDeps))],
  board: (c) => ({
    showMyResume: c.get(RESUMES.ShowMyResume),
    changeMyResume: c.get(RESUMES.ChangeMyResume),
    importMyCv: new ImportMyCv(c.get(RESUMES.ImportGateway)),
    reviewCvImport: new ReviewCvImport(c.get(RESUMES.ImportGateway), c.get(RESUMES.Gateway)),
    confirmCvImport: new ConfirmCvImport(c.get(RESUMES.ImportGateway)),
    changeMyResumePicture: new ChangeMyResumePictureOnBoard(c.get(RESUMES.Gateway)),
    changeMyResumeAttachments: new ChangeMyResumeAttachmentsOnBoard(c.get(RESUMES.Gateway)),
    // Only a platform process serves pictures (it has the database and the file store).
    get resumePictures() {
      return c.get(RESUMES.PictureEndpoint);
    },
    get resumeAttachments() {
      return c.get(RESUMES.AttachmentEndpoint);
    },
  }),
});
