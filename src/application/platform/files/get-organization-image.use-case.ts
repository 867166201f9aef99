import { profileImageFromPath, type ProfileImageType } from '../../../domain/files/profile-image-policy';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from './file-store.port';

export interface OrganizationImage {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly contentType: ProfileImageType;
}

/**
 * A stored logo or cover, by the parts of its public URL. Only names the platform itself gives stored
 * profile images are looked up; the type comes from that name (the platform wrote the file itself).
 * Profile images are public like the profiles that show them.
 */
export class GetOrganizationImage {
  constructor(private readonly store: FileStore) {}

  async execute(input: { organizationId: string; fileName: string }): Promise<Result<OrganizationImage, 'NOT_FOUND'>> {
    const image = profileImageFromPath(input.organizationId, input.fileName);
    if (!image) return err('NOT_FOUND');
    const bytes = await this.store.read(image.key);
    return bytes ? ok({ bytes, contentType: image.type }) : err('NOT_FOUND');
  }
}
