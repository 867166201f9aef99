import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../files/file-store.port';
import type { ProfileSectionStore } from './profile-section-store.port';
import { isItemId } from './section-editing';

/**
 * A brochure's PDF for its download link: public, like the profile that lists it. The name in the
 * address must be the brochure's, so a guessed id alone serves nothing.
 */
export class GetBrochureFile {
  constructor(
    private readonly store: Pick<ProfileSectionStore, 'brochureFile'>,
    private readonly files: Pick<FileStore, 'read'>,
  ) {}

  async execute(input: {
    brochureId: string;
    fileName: string;
  }): Promise<Result<{ name: string; bytes: Uint8Array<ArrayBuffer> }, 'NOT_FOUND'>> {
    if (!isItemId(input.brochureId)) return err('NOT_FOUND');
    const brochure = await this.store.brochureFile(input.brochureId);
    if (!brochure || brochure.fileName !== input.fileName) return err('NOT_FOUND');
    const bytes = await this.files.read(brochure.fileKey);
    return bytes ? ok({ name: brochure.fileName, bytes }) : err('NOT_FOUND');
  }
}
