import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  AttachmentFieldError,
  BoardResumeAttachment,
  ResumeAttachmentGateway,
} from '../../../application/board/resumes/resume-attachment-gateway.port';
import type {
  BoardResume,
  BoardResumeContent,
  ResumeGateway,
  ResumeOptions,
  ResumeUpdate,
} from '../../../application/board/resumes/resume-gateway.port';
import { isLanguageLevel } from '../../../domain/job/job-details';
import { CAREER_STATUSES, isResumeVisibility, SALARY_UNITS, SALUTATIONS } from '../../../domain/resume/resume';
import type { CompletenessItem } from '../../../domain/resume/resume-completeness';
import {
  AddMyResumeAttachmentsDocument,
  MyResumeAttachmentsDocument,
  RemoveMyResumeAttachmentDocument,
  RenameMyResumeAttachmentDocument,
  MyAnonymousResumeDocument,
  MyResumeDocument,
  type MyResumeQuery,
  RemoveMyResumePictureDocument,
  ResumeOptionsDocument,
  SetMyResumePictureDocument,
  ResumeOrganizationsDocument,
  type ResumeContentFieldsFragment,
  UpdateMyResumeDocument,
} from './generated/operations';
import { knownValue } from './known-value';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

/** Field by field: Apollo adds __typename to every object, and these objects go back as inputs (the recruiter side reads resumes the same way). */
export function toContent(c: ResumeContentFieldsFragment): BoardResumeContent {
  const p = c.personalInfo;
  const j = c.jobPreferences;
  const salary = j.desiredSalary;
  const period = (x: { start: string; end?: string | null }) => ({ start: x.start, end: x.end ?? null });
  return {
    personalInfo: {
      salutation: knownValue(SALUTATIONS, p.salutation),
      hasPicture: p.hasPicture,
      pictureUrl: p.pictureUrl ?? null,
      firstName: p.firstName,
      lastName: p.lastName,
      phone: p.phone,
      birthday: p.birthday ?? null,
      homeLocation: p.homeLocation,
      about: p.about,
    },
    jobPreferences: {
      title: j.title,
      desiredOccupationId: j.desiredOccupationId ?? null,
      employmentTypeId: j.employmentTypeId ?? null,
      desiredLocation: j.desiredLocation,
      careerStatus: knownValue(CAREER_STATUSES, j.careerStatus),
      availableStart: j.availableStart ?? null,
      desiredSalary: salary
        ? { min: salary.min ?? null, max: salary.max ?? null, currency: 'EUR', unit: knownValue(SALARY_UNITS, salary.unit) ?? 'year' }
        : null,
      availabilityPeriods: j.availabilityPeriods.map((x) => ({ from: x.from, until: x.until ?? null })),
    },
    education: c.education.map((e) => ({
      id: e.id,
      institution: e.institution,
      degreeLevelId: e.degreeLevelId ?? null,
      fieldOfStudyId: e.fieldOfStudyId ?? null,
      studyProgram: e.studyProgram,
      location: e.location,
      period: period(e.period),
      summary: e.summary,
    })),
    workExperience: c.workExperience.map((e) => ({
      id: e.id,
      jobTitle: e.jobTitle,
      occupationId: e.occupationId ?? null,
      employmentTypeId: e.employmentTypeId ?? null,
      companyName: e.companyName,
      location: e.location,
      period: period(e.period),
      summary: e.summary,
    })),
    languages: c.languages.map((l) => ({ code: l.code, level: isLanguageLevel(l.level) ? l.level : null })),
    languagesFree: [...c.languagesFree],
    languageNotes: c.languageNotes,
    skills: [...c.skills],
    skillsFree: [...c.skillsFree],
    skillsNotes: c.skillsNotes,
  };
}

function toResume(r: NonNullable<MyResumeQuery['myResume']>, anonymous: ResumeContentFieldsFragment): BoardResume {
  return {
    ownerId: r.ownerId,
    visibility: isResumeVisibility(r.visibility) ? r.visibility : 'hidden',
    blockedOrganizations: r.blockedOrganizations.map((o) => ({ id: o.id, name: o.name })),
    completedAt: r.completedAt ?? null,
    updatedAt: r.updatedAt ?? null,
    content: toContent(r.content),
    anonymous: toContent(anonymous),
    completeness: {
      percent: r.completeness.percent,
      next: (r.completeness.next ?? null) as CompletenessItem | null,
      missing: r.completeness.missing as CompletenessItem[],
    },
  };
}

/** ResumeGateway over the platform API. */
export class ApolloResumeGateway implements ResumeGateway, ResumeAttachmentGateway {
  constructor(private readonly client: ApolloClient) {}

  async mine(ctx: BoardContext): Promise<BoardResume | null> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest (no resume).
    if (!ctx.token) return null;
    const [own, anonymous] = await Promise.all([
      runOperation(this.client, 'query', MyResumeDocument, {}, ctx),
      runOperation(this.client, 'query', MyAnonymousResumeDocument, {}, ctx),
    ]);
    const myResume = dataOrSignedOut('myResume', own)?.myResume;
    const anonymousView = dataOrSignedOut('myResume', anonymous)?.myResume?.anonymous;
    return myResume && anonymousView ? toResume(myResume, anonymousView) : null;
  }

  async options(ctx: BoardContext): Promise<ResumeOptions> {
    const { resumeOptions } = dataOrThrow('resumeOptions', await runOperation(this.client, 'query', ResumeOptionsDocument, {}, ctx));
    const choice = (t: { id: string; vocabulary: string; label: string }) => ({ id: t.id, vocabulary: t.vocabulary, label: t.label });
    return { terms: resumeOptions.terms.map(choice), languages: resumeOptions.languages.map(choice) };
  }

  async update(update: ResumeUpdate, ctx: BoardContext) {
    const { updateMyResume } = dataOrThrow(
      'updateMyResume',
      await runOperation(this.client, 'mutation', UpdateMyResumeDocument, { input: toInput(update) }, ctx),
    );
    return {
      // The stored resume comes back without its anonymous view (the API's cost limit): read it anew.
      resume: updateMyResume.resume ? await this.mine(ctx) : null,
      errors: updateMyResume.errors.map((e) => ({ field: e.field ?? null, code: e.code })),
    };
  }

  async organizations(search: string, ctx: BoardContext) {
    const { resumeOrganizations } = dataOrThrow(
      'resumeOrganizations',
      await runOperation(this.client, 'query', ResumeOrganizationsDocument, { search: search.slice(0, 200) }, ctx),
    );
    return resumeOrganizations.map((o) => ({ id: o.id, name: o.name }));
  }

  async setPicture(file: File | null, ctx: BoardContext) {
    const errors = file
      ? dataOrThrow('setMyResumePicture', await runOperation(this.client, 'mutation', SetMyResumePictureDocument, { file }, ctx))
          .setMyResumePicture.errors
      : dataOrThrow('removeMyResumePicture', await runOperation(this.client, 'mutation', RemoveMyResumePictureDocument, {}, ctx))
          .removeMyResumePicture.errors;
    return { errors: errors.map((e) => ({ field: e.field ?? null, code: e.code })) };
  }

  async attachments(ctx: BoardContext): Promise<readonly BoardResumeAttachment[]> {
    const data = dataOrThrow('myResumeAttachments', await runOperation(this.client, 'query', MyResumeAttachmentsDocument, {}, ctx));
    return data.myResumeAttachments.map((a) => ({
      id: a.id,
      name: a.name,
      contentType: a.contentType,
      size: a.size,
      createdAt: a.createdAt,
      url: a.url,
    }));
  }

  async addAttachments(files: readonly File[], ctx: BoardContext) {
    const data = dataOrThrow(
      'addMyResumeAttachments',
      await runOperation(this.client, 'mutation', AddMyResumeAttachmentsDocument, { files: [...files] }, ctx),
    );
    return { errors: data.addMyResumeAttachments.errors.map(toAttachmentError) };
  }

  async renameAttachment(id: string, name: string, ctx: BoardContext) {
    const data = dataOrThrow(
      'renameMyResumeAttachment',
      await runOperation(this.client, 'mutation', RenameMyResumeAttachmentDocument, { id, name }, ctx),
    );
    return { errors: data.renameMyResumeAttachment.errors.map(toAttachmentError) };
  }

  async removeAttachment(id: string, ctx: BoardContext) {
    const data = dataOrThrow(
      'removeMyResumeAttachment',
      await runOperation(this.client, 'mutation', RemoveMyResumeAttachmentDocument, { id }, ctx),
    );
    return { errors: data.removeMyResumeAttachment.errors.map(toAttachmentError) };
  }
}

const toAttachmentError = (e: { field?: string | null; code: string; detail?: string | null }): AttachmentFieldError => ({
  field: e.field ?? null,
  code: e.code,
  detail: e.detail ?? null,
});

/** Entries go without id when new; the salary's currency is the platform's to set. */
function toInput(u: ResumeUpdate) {
  const entryId = (id: string) => (id === '' ? null : id);
  return {
    ...(u.personalInfo ? { personalInfo: u.personalInfo } : {}),
    ...(u.jobPreferences
      ? {
          jobPreferences: {
            ...u.jobPreferences,
            desiredSalary: u.jobPreferences.desiredSalary
              ? {
                  min: u.jobPreferences.desiredSalary.min,
                  max: u.jobPreferences.desiredSalary.max,
                  unit: u.jobPreferences.desiredSalary.unit,
                }
              : null,
          },
        }
      : {}),
    ...(u.education ? { education: u.education.map((e) => ({ ...e, id: entryId(e.id) })) } : {}),
    ...(u.workExperience ? { workExperience: u.workExperience.map((e) => ({ ...e, id: entryId(e.id) })) } : {}),
    ...(u.languages ? { languages: u.languages } : {}),
    ...(u.skills ? { skills: u.skills } : {}),
    ...(u.visibility ? { visibility: u.visibility } : {}),
    ...(u.blockedOrganizationIds ? { blockedOrganizationIds: u.blockedOrganizationIds } : {}),
    ...(u.completed ? { completed: true } : {}),
  };
}
