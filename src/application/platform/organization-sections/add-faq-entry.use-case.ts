import { faqProblems, sectionFullProblem, SECTION_MAX, type FaqDraft } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';

/** Appends a question and its answer to the organization's FAQ (its owner or staff; at most SECTION_LIMITS.faqMax). */
export class AddFaqEntry {
  constructor(private readonly store: ProfileSectionStore) {}

  async execute(input: { organizationId: string; draft: FaqDraft }, ctx: RequestContext): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const draft = { question: input.draft.question.trim(), answer: input.draft.answer.trim() };
    const problems = faqProblems(draft);
    if (problems.length > 0) return invalid(problems);
    const outcome = await this.store.appendFaq(input.organizationId, draft, SECTION_MAX.faq);
    if (outcome === 'FULL') return invalid([sectionFullProblem('faq', SECTION_MAX.faq)!]);
    if (outcome === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' };
    return sectionsAfter(this.store, input.organizationId);
  }
}
