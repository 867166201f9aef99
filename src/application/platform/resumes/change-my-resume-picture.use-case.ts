import { checkProfileImage, type ProfileImageProblem } from '../../../domain/files/profile-image-policy';
import { emptyResume } from '../../../domain/resume/resume';
import { resumePictureKey } from '../../../domain/resume/resume-picture';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { ImageProcessor } from '../files/image-processor.port';
import type { Clock } from '../../shared/clock.port';
import type { ResumeRepository } from './resume-repository.port';
import { ownResumeView, type OwnResumeView } from './resume-view';

export interface PictureUpload {
  readonly size: number;
  readonly head: Uint8Array;
  /** Its id in the file store's upload area; random, so it names the stored picture too. */
  readonly stagedId: string;
  /** The upload area's file, which the decoder reads itself: the upload is never held in memory as a whole. */
  readonly localPath: string;
}

export type PictureFailure = 'UNAUTHENTICATED' | ProfileImageProblem;

/**
 * setMyResumePicture / removeMyResumePicture: the signed-in user puts a picture on their own resume or takes
 * it off. The upload is checked by size and content again here (whatever the board checked), decoded and
 * written anew (WebP, metadata stripped, within 512 × 512) before it is stored; the resume then names the
 * new picture and the old one leaves the store. A refused upload leaves nothing behind.
 */
export class ChangeMyResumePicture {
  constructor(
    private readonly resumes: Pick<ResumeRepository, 'find' | 'save' | 'organizations'>,
    private readonly images: ImageProcessor,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly file: PictureUpload } | { readonly remove: true },
    ctx: RequestContext,
  ): Promise<Result<OwnResumeView, PictureFailure>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to change your resume');
    let key: string | null = null;
    if ('file' in input) {
      const check = checkProfileImage(input.file.size, input.file.head);
      if (!check.ok) return err(check.problem);
      const encoded = await this.images.reencode({ path: input.file.localPath }, 'logo');
      if (!encoded.ok) return err(encoded.code);
      key = resumePictureKey(input.file.stagedId);
      await this.files.write(key, encoded.value.bytes);
    }
    const now = this.clock.now();
    const current = (await this.resumes.find(actor.userId)) ?? emptyResume(actor.userId);
    const previous = current.personalInfo.picture;
    const next = { ...current, personalInfo: { ...current.personalInfo, picture: key }, updatedAt: now.toISOString() };
    try {
      await this.resumes.save(next, now);
    } catch (error) {
      if (key) await this.files.delete(key);
      throw error;
    }
    if (previous && previous !== key) await this.files.delete(previous);
    return ok(ownResumeView(next, await this.resumes.organizations(next.blockedOrganizationIds)));
  }
}
