import { sectionFullProblem, SECTION_MAX, videoProblems, type VideoDraft } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';

/** Appends a YouTube or Vimeo video with its cover title (its owner or staff; at most SECTION_LIMITS.videosMax). */
export class AddVideo {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(input: { organizationId: string; draft: VideoDraft }, ctx: RequestContext): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const draft = { sourceUrl: input.draft.sourceUrl.trim(), coverTitle: input.draft.coverTitle.trim() };
    const problems = videoProblems(draft);
    if (problems.length > 0) return invalid(problems);
    const outcome = await this.store.appendVideo(input.organizationId, draft, SECTION_MAX.videos);
    if (outcome === 'FULL') return invalid([sectionFullProblem('videos', SECTION_MAX.videos)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
