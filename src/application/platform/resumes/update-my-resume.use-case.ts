import type {
  EducationEntry,
  JobPreferences,
  LanguageSkill,
  PersonalInfo,
  Resume,
  ResumeVisibility,
  WorkExperienceEntry,
} from '../../../domain/resume/resume';
import { emptyResume } from '../../../domain/resume/resume';
import { assignEntryIds } from '../../../domain/resume/resume-entries';
import { dayOf, resumeContentProblems, visibilityProblems, type ResumeFieldProblem } from '../../../domain/resume/resume-rules';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { ResumeRepository } from './resume-repository.port';
import { ownResumeView, type OwnResumeView } from './resume-view';

/** What one write changes: every section given replaces the stored one; the others stay as they are. */
export interface ResumeChanges {
  /** The picture is not part of the form's fields: it stays as stored. */
  readonly personalInfo?: Omit<PersonalInfo, 'picture'>;
  readonly jobPreferences?: JobPreferences;
  /** Entries with an empty id are new and get one. */
  readonly education?: readonly EducationEntry[];
  readonly workExperience?: readonly WorkExperienceEntry[];
  readonly languages?: {
    readonly languages: readonly LanguageSkill[];
    readonly languagesFree: readonly string[];
    readonly languageNotes: string;
  };
  readonly skills?: { readonly skills: readonly string[]; readonly skillsFree: readonly string[]; readonly skillsNotes: string };
  readonly visibility?: ResumeVisibility;
  readonly blockedOrganizationIds?: readonly string[];
  /** The wizard's last step: marks the resume completed (once). */
  readonly completed?: boolean;
}

export type UpdateResumeFailure = Err<'UNAUTHENTICATED'> | (Err<'INVALID'> & { readonly errors: readonly ResumeFieldProblem[] });

/**
 * updateMyResume: the signed-in user changes their own resume (nobody else writes it, staff included).
 * Rich text is sanitized to the filtered format; the whole result is checked against the domain's rules
 * and the blocked organizations must exist — any problem refuses the change and nothing is written.
 */
export class UpdateMyResume {
  constructor(
    private readonly resumes: ResumeRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly clock: Clock,
  ) {}

  async execute(changes: ResumeChanges, ctx: RequestContext): Promise<Ok<OwnResumeView> | UpdateResumeFailure> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to change your resume');
    const now = this.clock.now();
    const current = (await this.resumes.find(actor.userId)) ?? emptyResume(actor.userId);
    const clean = (html: string) => (html.trim() ? this.sanitizer.sanitize(html, 'filtered') : '');

    const next: Resume = assignEntryIds<Resume>({
      ...current,
      ...(changes.personalInfo
        ? { personalInfo: { ...changes.personalInfo, about: clean(changes.personalInfo.about), picture: current.personalInfo.picture } }
        : {}),
      ...(changes.jobPreferences ? { jobPreferences: changes.jobPreferences } : {}),
      ...(changes.education ? { education: changes.education.map((e) => ({ ...e, summary: clean(e.summary) })) } : {}),
      ...(changes.workExperience ? { workExperience: changes.workExperience.map((e) => ({ ...e, summary: clean(e.summary) })) } : {}),
      ...(changes.languages ?? {}),
      ...(changes.skills ?? {}),
      ...(changes.visibility ? { visibility: changes.visibility } : {}),
      ...(changes.blockedOrganizationIds ? { blockedOrganizationIds: [...new Set(changes.blockedOrganizationIds)] } : {}),
      completedAt: current.completedAt ?? (changes.completed ? now.toISOString() : null),
      updatedAt: now.toISOString(),
    });

    const problems = [...resumeContentProblems(next, dayOf(now)), ...visibilityProblems(next)];
    const blocked = problems.length === 0 ? await this.resumes.organizations(next.blockedOrganizationIds) : [];
    if (problems.length === 0 && blocked.length !== next.blockedOrganizationIds.length)
      problems.push({ field: 'blockedOrganizationIds', problem: 'INVALID_VALUE' });
    if (problems.length > 0) return { ...err('INVALID', 'The resume has problems'), errors: problems };

    await this.resumes.save(next, now);
    return ok(ownResumeView(next, blocked));
  }
}
