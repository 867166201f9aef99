import {
  checkProfileImage,
  PROFILE_IMAGE_HEAD_BYTES,
  profileImageKey,
  profileImageUrl,
  type ProfileImageKind,
  type ProfileImageProblem,
} from '../../../domain/files/profile-image-policy';
import { mayActForOrganization } from '../../../domain/organization/organization-team';
import {
  profileChangeProblems,
  type OrganizationProfileChanges,
  type ProfileFieldError,
  type ProfileFieldProblem,
} from '../../../domain/organization/organization-profile-changes';
import type { OrganizationProfile } from '../../../domain/organization/organization-profile';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { FileStore } from '../files/file-store.port';
import { type ImageProcessor, imageSourceOf } from '../files/image-processor.port';
import type { OrganizationProfileWriter, ProfileImageChange } from './organization-profile-writer.port';
import type { OrganizationRepository } from './organization-repository.port';

/** An uploaded logo or cover as it arrived: its size and first bytes up front, the rest read only when it passed those checks. */
export interface ImageUpload {
  readonly size: number;
  /** At least the first PROFILE_IMAGE_HEAD_BYTES bytes (all of them for smaller files). */
  readonly head: Uint8Array;
  bytes(): Promise<Uint8Array>;
  /** The temporary file it was streamed to, when it was: the decoder reads it from there. */
  readonly localPath?: string | undefined;
}

export interface UpdateOrganizationProfileInput {
  readonly organizationId: string;
  readonly changes: OrganizationProfileChanges;
  /** Absent: keep the current image; null: remove it; an upload: replace it. */
  readonly logo?: ImageUpload | null;
  readonly cover?: ImageUpload | null;
}

export type ProfileUpdateProblem = ProfileFieldProblem | ProfileImageProblem;

export type UpdateOrganizationProfileResult =
  | Ok<OrganizationProfile>
  | Err<'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN'>
  | { readonly ok: false; readonly code: 'INVALID'; readonly errors: ReadonlyArray<ProfileFieldError<ProfileUpdateProblem>> };

const ID = /^[1-9]\d{0,17}$/;

/**
 * Updates an organization's profile. Its team's owners and editors and staff may edit; nobody
 * else. Every field is checked and all problems are answered at once; the
 * presentation is sanitized to the filtered format; images are checked by content and re-encoded.
 *
 * Nothing half-written: new image files are written under fresh keys first (nothing refers to them
 * yet), then the row changes in one statement; if that fails the new files are removed again. Only
 * after the change is committed are the replaced files deleted.
 */
export class UpdateOrganizationProfile {
  constructor(
    private readonly writer: OrganizationProfileWriter,
    private readonly profiles: OrganizationRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly images: ImageProcessor,
    private readonly store: FileStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: UpdateOrganizationProfileInput, ctx: RequestContext): Promise<UpdateOrganizationProfileResult> {
    // Only a signed-in member of the team or staff may edit: a guest is told to sign in, whatever the id.
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (!ID.test(input.organizationId)) return err('NOT_FOUND');
    const organization = await this.writer.findEditable(input.organizationId);
    if (!organization) return err('NOT_FOUND');
    // Authorization before validation: a stranger learns nothing about what would have been accepted.
    if (!mayActForOrganization(ctx.actor, organization.team, 'editProfile', organization.sites)) return err('FORBIDDEN');

    const changes = { ...input.changes, presentationHtml: this.sanitizer.sanitize(input.changes.presentationHtml, 'filtered').trim() };
    const errors: Array<ProfileFieldError<ProfileUpdateProblem>> = profileChangeProblems(changes);
    if (
      changes.industryId !== null &&
      !errors.some((e) => e.field === 'industryId') &&
      !(await this.writer.isIndustry(changes.industryId))
    ) {
      errors.push({ field: 'industryId', problem: 'UNKNOWN_INDUSTRY' });
    }
    for (const [field, vocabulary, ids] of [
      ['occupationIds', 'occupations', changes.occupationIds],
      ['fieldOfStudyIds', 'fieldsOfStudy', changes.fieldOfStudyIds],
    ] as const) {
      if (ids && ids.length > 0 && !errors.some((e) => e.field === field) && (await this.writer.unknownTerms(vocabulary, ids)).length > 0)
        errors.push({ field, problem: 'UNKNOWN_TERM' });
    }
    const uploads = (['logo', 'cover'] as const).flatMap((kind) => {
      const upload = input[kind];
      return upload ? [{ kind, upload }] : [];
    });
    for (const { kind, upload } of uploads) {
      const verdict = checkProfileImage(upload.size, upload.head.subarray(0, PROFILE_IMAGE_HEAD_BYTES));
      if (!verdict.ok) errors.push({ field: kind, problem: verdict.problem });
    }
    if (errors.length > 0) return { ok: false, code: 'INVALID', errors };

    // Decoding is the expensive part: only for uploads that passed every other check.
    const encoded: Array<{ kind: ProfileImageKind; key: string; bytes: Uint8Array }> = [];
    for (const { kind, upload } of uploads) {
      const result = await this.images.reencode(await imageSourceOf(upload), kind);
      if (!result.ok) errors.push({ field: kind, problem: result.code });
      else
        encoded.push({
          kind,
          key: profileImageKey(organization.id, kind, result.value.bytes, result.value.contentType, this.clock.now()),
          bytes: result.value.bytes,
        });
    }
    if (errors.length > 0) return { ok: false, code: 'INVALID', errors };

    const written: string[] = [];
    const removeWritten = () => Promise.allSettled(written.map((key) => this.store.delete(key)));
    let replaced: readonly string[];
    try {
      for (const file of encoded) {
        await this.store.write(file.key, file.bytes);
        written.push(file.key);
      }
      const change = (kind: ProfileImageKind): ProfileImageChange => {
        const file = encoded.find((f) => f.kind === kind);
        if (file) return { kind: 'replace', key: file.key, url: profileImageUrl(file.key) };
        return input[kind] === null ? { kind: 'remove' } : { kind: 'keep' };
      };
      const stored = await this.writer.update(
        organization.id,
        { ...changes, logo: change('logo'), cover: change('cover') },
        this.clock.now(),
      );
      if (!stored) {
        await removeWritten();
        return err('NOT_FOUND');
      }
      replaced = stored.replacedFileKeys;
    } catch (error) {
      await removeWritten();
      throw error;
    }

    // Committed: the old files are no longer referenced. A file that cannot be deleted now is only an
    // orphan on disk, never a broken page, so the update still succeeds.
    await Promise.allSettled(replaced.filter((key) => !written.includes(key)).map((key) => this.store.delete(key)));

    const profile = await this.profiles.findById(organization.id);
    return profile ? ok(profile) : err('NOT_FOUND');
  }
}
