import type { EducationEntry, JobPreferences, PersonalInfo, ResumeVisibility, WorkExperienceEntry } from '../../../domain/resume/resume';
import type { WIZARD_JOB_FIELDS, WIZARD_PERSONAL_FIELDS } from '../../../domain/resume/resume-wizard';
import { moveEntry, removeEntry, upsertEntry, type EntrySection } from '../../../domain/resume/resume-entries';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { BoardResume, ResumeFieldError, ResumeGateway, ResumeUpdate } from './resume-gateway.port';

/** One change a form of the edit page or the wizard sends. */
export type ResumeEdit =
  | { readonly kind: 'personalInfo'; readonly value: Omit<PersonalInfo, 'picture'> }
  | { readonly kind: 'jobPreferences'; readonly value: JobPreferences }
  | { readonly kind: 'education'; readonly entry: EducationEntry }
  | { readonly kind: 'workExperience'; readonly entry: WorkExperienceEntry }
  | { readonly kind: 'removeEntry'; readonly section: EntrySection; readonly id: string }
  | { readonly kind: 'moveEntry'; readonly section: EntrySection; readonly id: string; readonly direction: 'up' | 'down' }
  | { readonly kind: 'languages'; readonly value: NonNullable<ResumeUpdate['languages']> }
  | { readonly kind: 'skills'; readonly value: NonNullable<ResumeUpdate['skills']> }
  | { readonly kind: 'visibility'; readonly visibility: ResumeVisibility }
  | { readonly kind: 'block' | 'unblock'; readonly organizationId: string }
  /** The wizard's steps: only the fields the wizard shows; the rest stays as stored. */
  | { readonly kind: 'wizardJobPreferences'; readonly value: Pick<JobPreferences, (typeof WIZARD_JOB_FIELDS)[number]> }
  | { readonly kind: 'wizardPersonalInfo'; readonly value: Pick<PersonalInfo, (typeof WIZARD_PERSONAL_FIELDS)[number]> };

export type ChangeResumeFailure = 'SIGN_IN_REQUIRED' | 'NOT_FOUND' | 'INVALID';

/**
 * Applies one form's change to the signed-in user's resume: entry changes become the section's new list
 * (an entry added, changed, removed or moved among the stored ones), everything else goes as it is. The
 * platform checks the rules; its field errors come back for the form.
 */
export class ChangeMyResume {
  constructor(private readonly resumes: ResumeGateway) {}

  async execute(
    edit: ResumeEdit,
    ctx: BoardContext,
  ): Promise<Result<BoardResume, ChangeResumeFailure> | { ok: false; code: 'INVALID'; errors: readonly ResumeFieldError[] }> {
    const current = await this.resumes.mine(ctx);
    if (!current) return err('SIGN_IN_REQUIRED');
    const update = toUpdate(edit, current);
    if (!update) return err('NOT_FOUND');
    const { resume, errors } = await this.resumes.update(update, ctx);
    if (!resume) return { ok: false, code: 'INVALID', errors };
    return ok(resume);
  }
}

function toUpdate(edit: ResumeEdit, current: BoardResume): ResumeUpdate | null {
  const content = current.content;
  const has = (section: EntrySection, id: string) => (content[section] as readonly { id: string }[]).some((e) => e.id === id);
  switch (edit.kind) {
    case 'personalInfo':
      return { personalInfo: edit.value };
    case 'jobPreferences':
      return { jobPreferences: edit.value };
    case 'education':
      if (edit.entry.id !== '' && !has('education', edit.entry.id)) return null;
      return { education: upsertEntry(content.education, edit.entry) };
    case 'workExperience':
      if (edit.entry.id !== '' && !has('workExperience', edit.entry.id)) return null;
      return { workExperience: upsertEntry(content.workExperience, edit.entry) };
    case 'removeEntry':
      if (!has(edit.section, edit.id)) return null;
      return edit.section === 'education'
        ? { education: removeEntry(content.education, edit.id) }
        : { workExperience: removeEntry(content.workExperience, edit.id) };
    case 'moveEntry':
      if (!has(edit.section, edit.id)) return null;
      return edit.section === 'education'
        ? { education: moveEntry(content.education, edit.id, edit.direction) }
        : { workExperience: moveEntry(content.workExperience, edit.id, edit.direction) };
    case 'languages':
      return { languages: edit.value };
    case 'skills':
      return { skills: edit.value };
    case 'visibility':
      return { visibility: edit.visibility };
    case 'block':
    case 'unblock': {
      const ids = current.blockedOrganizations.map((o) => o.id).filter((id) => id !== edit.organizationId);
      return { blockedOrganizationIds: edit.kind === 'block' ? [...ids, edit.organizationId] : ids };
    }
    case 'wizardJobPreferences':
      return { jobPreferences: { ...content.jobPreferences, ...edit.value } };
    case 'wizardPersonalInfo': {
      const { hasPicture: _picture, pictureUrl: _pictureUrl, ...stored } = content.personalInfo;
      // The last step: the resume counts as completed from here on.
      return { personalInfo: { ...stored, ...edit.value }, completed: true };
    }
  }
}
