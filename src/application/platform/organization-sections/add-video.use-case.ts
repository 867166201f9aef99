import { sectionFullProblem, SECTION_MAX, videoProblems, type VideoDraft } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ImageUpload } from '../organizations/update-organization-profile.use-case';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeProblem, type SectionChangeResult } from './section-editing';
import { appendWithImage, type SectionImageDeps, type StoredSectionImage, storeSectionImage, uploadProblem } from './section-image';

/**
 * Appends a YouTube or Vimeo video with its cover title (its owner or staff; at most SECTION_LIMITS.videosMax)
 * and an optional cover image, the poster shown before the visitor agrees to the player: checked, decoded and
 * written anew within VIDEO_COVER_BOUNDS before the row, removed again when the row is refused.
 */
export class AddVideo {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly covers: SectionImageDeps,
  ) {}

  async execute(
    input: { organizationId: string; draft: VideoDraft; cover?: ImageUpload | null },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const draft = { sourceUrl: input.draft.sourceUrl.trim(), coverTitle: input.draft.coverTitle.trim() };
    const problems: Array<{ field: string; problem: SectionChangeProblem }> = [...videoProblems(draft)];
    const coverUpload = input.cover ?? null;
    const coverProblem = coverUpload ? uploadProblem(coverUpload) : null;
    if (coverProblem) problems.push({ field: 'cover', problem: coverProblem });
    const current = await this.store.read(input.organizationId);
    const full = sectionFullProblem('videos', current?.videos.length ?? 0);
    if (full) problems.push(full);
    if (problems.length > 0) return invalid(problems);

    let cover: StoredSectionImage | null = null;
    if (coverUpload) {
      const stored = await storeSectionImage('video-cover', input.organizationId, coverUpload, this.covers);
      if (!stored.ok) return invalid([{ field: 'cover', problem: stored.code }]);
      cover = stored.value;
    }
    const outcome = await appendWithImage(
      cover,
      this.covers.files,
      () => this.store.appendVideo(input.organizationId, draft, cover, SECTION_MAX.videos),
      'ADDED',
    );
    if (outcome === 'FULL') return invalid([sectionFullProblem('videos', SECTION_MAX.videos)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
