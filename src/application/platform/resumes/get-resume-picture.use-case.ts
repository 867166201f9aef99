import { recruiterAccess } from '../../../domain/resume/resume-access';
import { resumePictureKeyOf } from '../../../domain/resume/resume-picture';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { ResumePictureLookup } from './resume-picture-lookup.port';

/**
 * A resume's picture, by the name in its address: for the owner, and for recruiters of an organization with
 * full access (a full resume they are not blocked from, or an approved contact request). The anonymous view
 * never shows it, so anyone else — guests, blocked organizations, anonymous access — learns nothing: NOT_FOUND.
 */
export class GetResumePicture {
  constructor(
    private readonly lookup: ResumePictureLookup,
    private readonly files: Pick<FileStore, 'read'>,
  ) {}

  async execute(input: { readonly fileName: string }, ctx: RequestContext): Promise<Result<Uint8Array<ArrayBuffer>, 'NOT_FOUND'>> {
    const key = resumePictureKeyOf(input.fileName);
    if (!key || ctx.actor.kind !== 'user') return err('NOT_FOUND');
    const holder = await this.lookup.holderOf(key);
    if (!holder) return err('NOT_FOUND');
    const viewer = ctx.actor.userId;
    if (holder.ownerId !== viewer) {
      const organizationId = await this.lookup.organizationOf(viewer);
      if (!organizationId) return err('NOT_FOUND');
      const contactApproved = await this.lookup.contactApproved(holder.ownerId, organizationId);
      if (recruiterAccess(holder, { organizationId, contactApproved }) !== 'full') return err('NOT_FOUND');
    }
    const bytes = await this.files.read(key);
    return bytes ? ok(bytes) : err('NOT_FOUND');
  }
}
