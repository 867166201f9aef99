import { BROCHURE_HEAD_BYTES, brochureFileName, brochureKey, brochureProblems } from '../../../domain/organization/organization-brochures';
import { sectionFullProblem, SECTION_MAX } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { FileStore } from '../files/file-store.port';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';

/** A PDF the driving side streamed into the file store's upload area. */
export interface BrochureUpload {
  readonly size: number;
  readonly head: Uint8Array;
  /** Its id in the upload area (FileStore.commitStaged). */
  readonly stagedId: string;
}

/**
 * Appends a PDF brochure to the profile (its owner or staff; at most BROCHURE_LIMITS.brochuresMax, each at
 * most BROCHURE_LIMITS.maxBytes). The file is judged again here by its first bytes and size, whatever
 * the board checked; it is moved into place (never read into memory) before its row is written, and
 * removed again when the row is refused or fails.
 */
export class AddBrochure {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly files: Pick<FileStore, 'commitStaged' | 'delete'>,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  async execute(input: { organizationId: string; title: string; file: BrochureUpload }, ctx: RequestContext): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const title = input.title.trim();
    const problems: Array<{ field: string; problem: Parameters<typeof invalid>[0][number]['problem'] }> = brochureProblems({
      title,
      size: input.file.size,
      head: input.file.head.subarray(0, BROCHURE_HEAD_BYTES),
    });
    const current = await this.store.read(input.organizationId);
    const full = sectionFullProblem('brochures', current?.brochures.length ?? 0);
    if (full) problems.push(full);
    if (problems.length > 0) return invalid(problems);

    const key = brochureKey(input.organizationId, this.newId());
    await this.files.commitStaged(input.file.stagedId, key);
    let outcome: Awaited<ReturnType<ProfileSectionStore['appendBrochure']>>;
    try {
      outcome = await this.store.appendBrochure(
        input.organizationId,
        { title, fileName: brochureFileName(title), size: input.file.size, fileKey: key },
        SECTION_MAX.brochures,
      );
    } catch (error) {
      await this.files.delete(key).catch(() => undefined);
      throw error;
    }
    if (outcome !== 'ADDED') {
      await this.files.delete(key).catch(() => undefined);
      return outcome === 'FULL' ? invalid([sectionFullProblem('brochures', SECTION_MAX.brochures)!]) : { ok: false, code: 'NOT_FOUND' };
    }
    return sectionsAfter(this.store, input.organizationId);
  }
}
