import type { AttachmentContentType } from '../../../domain/applications/application';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { ApplicationRepository } from './application-repository.port';
import type { GetApplication } from './get-application.use-case';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface ApplicationFileDownload {
  readonly name: string;
  readonly contentType: AttachmentContentType;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** A file of an application, for those who may see the application (GetApplication's rule); else NOT_FOUND. */
export class GetApplicationFile {
  constructor(
    private readonly getApplication: Pick<GetApplication, 'authorized'>,
    private readonly applications: ApplicationRepository,
    private readonly store: FileStore,
  ) {}

  async execute(
    input: { applicationId: string; fileId: string },
    ctx: RequestContext,
  ): Promise<Result<ApplicationFileDownload, 'NOT_FOUND'>> {
    if (!isEntityId(input.fileId)) return err('NOT_FOUND');
    const view = await this.getApplication.authorized(input.applicationId, ctx);
    if (!view) return err('NOT_FOUND');
    const file = await this.applications.fileOf(view.application.id, input.fileId);
    if (!file) return err('NOT_FOUND');
    const bytes = await this.store.read(file.key);
    return bytes ? ok({ name: file.name, contentType: file.contentType, bytes }) : err('NOT_FOUND');
  }
}
