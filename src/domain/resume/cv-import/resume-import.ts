import type { LanguageSkill, ResumeContent, TimePeriod } from '../resume';

/*
 * What a CV import proposes, and how the owner's confirmed proposal joins the resume. Nothing of an
 * import reaches the resume before its owner has seen, corrected and confirmed it; confirming adds
 * entries and fills names and phone, and never removes what the resume already holds.
 */

export interface ImportedWorkExperience {
  readonly jobTitle: string;
  readonly companyName: string;
  readonly location: string;
  readonly period: TimePeriod;
  /** Term of the `occupations` vocabulary the title names. */
  readonly occupationId: string | null;
}

export interface ImportedEducation {
  readonly institution: string;
  readonly studyProgram: string;
  readonly location: string;
  readonly period: TimePeriod;
  readonly degreeLevelId: string | null;
  readonly fieldOfStudyId: string | null;
}

export interface ResumeImportProposal {
  readonly firstName: string;
  readonly lastName: string;
  /** Shown to the owner only: a resume never holds the e-mail address (the account's is used). */
  readonly email: string;
  readonly phone: string;
  readonly workExperience: readonly ImportedWorkExperience[];
  readonly education: readonly ImportedEducation[];
  readonly languages: readonly LanguageSkill[];
  readonly skills: readonly string[];
}

export const EMPTY_IMPORT_PROPOSAL: ResumeImportProposal = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  workExperience: [],
  education: [],
  languages: [],
  skills: [],
};

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The resume with a confirmed proposal added: names and phone where the proposal has them, new entries
 * after the existing ones (an entry the resume already holds — same title or school and start — is not
 * added twice), languages by code (a known level stays unless the resume had none), skills once each.
 * New entries carry an empty id: the use case gives them theirs.
 */
export function applyImportProposal<C extends ResumeContent>(content: C, proposal: ResumeImportProposal): C {
  const p = content.personalInfo;
  const work = proposal.workExperience.filter(
    (w) => !content.workExperience.some((e) => same(e.jobTitle, w.jobTitle) && e.period.start === w.period.start),
  );
  const education = proposal.education.filter(
    (n) => !content.education.some((e) => same(e.institution, n.institution) && e.period.start === n.period.start),
  );
  const languages = [...content.languages.map((l) => ({ ...l }))];
  for (const l of proposal.languages) {
    const known = languages.find((k) => k.code === l.code);
    if (!known) languages.push({ ...l });
    else if (known.level === null) Object.assign(known, { level: l.level });
  }
  const skillsFree = [...content.skillsFree];
  for (const s of proposal.skills) if (![...content.skills, ...skillsFree].some((k) => same(k, s)) && s.trim()) skillsFree.push(s.trim());
  return {
    ...content,
    personalInfo: {
      ...p,
      firstName: proposal.firstName.trim() || p.firstName,
      lastName: proposal.lastName.trim() || p.lastName,
      phone: proposal.phone.trim() || p.phone,
    },
    workExperience: [...content.workExperience, ...work.map((w) => ({ id: '', ...w, employmentTypeId: null, summary: '' }))],
    education: [...content.education, ...education.map((e) => ({ id: '', ...e, summary: '' }))],
    languages,
    skillsFree,
  };
}
