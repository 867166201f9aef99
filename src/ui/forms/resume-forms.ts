import type { ResumeEdit } from '../../application/board/resumes/change-my-resume.use-case';
import { isLanguageLevel } from '../../domain/job/job-details';
import {
  CAREER_STATUSES,
  isResumeVisibility,
  SALARY_UNITS,
  SALUTATIONS,
  type JobPreferences,
  type PersonalInfo,
  type TimePeriod,
} from '../../domain/resume/resume';
import { isEntrySection } from '../../domain/resume/resume-entries';
import { isEntityId } from '../../domain/shared/entity-id';

/*
 * The resume forms' fields as plain HTML forms send them (one value per name), turned into the change
 * the board use case applies. Shape only: the rules (dates, limits, HTML) are the domain's, checked by
 * the platform, whose field errors come back to the page.
 */

type Form = Readonly<Record<string, string>>;

const str = (form: Form, name: string): string => (form[name] ?? '').trim();
const orNull = (v: string): string | null => (v === '' ? null : v);
const oneOf = <T extends string>(known: readonly T[], v: string): T | null => known.find((k) => k === v) ?? null;
const list = (v: string): string[] =>
  v
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
const number = (v: string): number | null => {
  if (v === '') return null;
  const n = Number(v.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
};
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A textarea of rich text: HTML as typed goes to the platform's sanitizer; plain text becomes paragraphs
 * (a blank line starts a new one), so text written without an editor keeps its shape.
 */
export function textToRichText(text: string): string {
  const t = text.trim();
  if (t === '' || /<[a-z/]/i.test(t)) return t;
  return t
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Rich text back to a textarea: paragraphs and breaks as lines, other markup as it is. */
export function richTextToText(html: string): string {
  const plain = html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/^<p>|<\/p>$/g, '');
  return /<[a-z/]/i.test(plain) ? html : plain.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

const period = (form: Form, prefix = ''): TimePeriod => ({ start: str(form, `${prefix}start`), end: orNull(str(form, `${prefix}end`)) });

export function personalInfoFrom(form: Form): Omit<PersonalInfo, 'picture'> {
  return {
    salutation: oneOf(SALUTATIONS, str(form, 'salutation')),
    firstName: str(form, 'firstName'),
    lastName: str(form, 'lastName'),
    phone: str(form, 'phone'),
    birthday: orNull(str(form, 'birthday')),
    homeLocation: str(form, 'homeLocation'),
    about: textToRichText(form.about ?? ''),
  };
}

export function jobPreferencesFrom(form: Form): JobPreferences {
  const min = number(str(form, 'salaryMin'));
  const max = number(str(form, 'salaryMax'));
  const from = str(form, 'availableFrom');
  return {
    title: str(form, 'title'),
    desiredOccupationId: orNull(str(form, 'desiredOccupationId')),
    employmentTypeId: orNull(str(form, 'employmentTypeId')),
    desiredLocation: str(form, 'desiredLocation'),
    desiredSalary:
      min === null && max === null ? null : { min, max, currency: 'EUR', unit: oneOf(SALARY_UNITS, str(form, 'salaryUnit')) ?? 'year' },
    careerStatus: oneOf(CAREER_STATUSES, str(form, 'careerStatus')),
    availableStart: orNull(str(form, 'availableStart')),
    availabilityPeriods: from ? [{ from, until: orNull(str(form, 'availableUntil')) }] : [],
  };
}

/** The change one of the edit page's forms asks for; null when the form is not one of ours. */
export function resumeEditFrom(action: string, form: Form): ResumeEdit | null {
  const id = str(form, 'id');
  if (id !== '' && !/^\d{1,9}$/.test(id)) return null;
  switch (action) {
    case 'personal-info':
      return { kind: 'personalInfo', value: personalInfoFrom(form) };
    case 'job-preferences':
      return { kind: 'jobPreferences', value: jobPreferencesFrom(form) };
    case 'work-experience':
      return {
        kind: 'workExperience',
        entry: {
          id,
          jobTitle: str(form, 'jobTitle'),
          occupationId: orNull(str(form, 'occupationId')),
          employmentTypeId: orNull(str(form, 'employmentTypeId')),
          companyName: str(form, 'companyName'),
          location: str(form, 'location'),
          period: period(form),
          summary: textToRichText(form.summary ?? ''),
        },
      };
    case 'education':
      return {
        kind: 'education',
        entry: {
          id,
          institution: str(form, 'institution'),
          degreeLevelId: orNull(str(form, 'degreeLevelId')),
          fieldOfStudyId: orNull(str(form, 'fieldOfStudyId')),
          studyProgram: str(form, 'studyProgram'),
          location: str(form, 'location'),
          period: period(form),
          summary: textToRichText(form.summary ?? ''),
        },
      };
    case 'entry': {
      // The remove / up / down buttons of an entry: `op=remove|up|down`.
      const section = str(form, 'section');
      const op = str(form, 'op');
      if (!isEntrySection(section) || id === '') return null;
      if (op === 'remove') return { kind: 'removeEntry', section, id };
      if (op === 'up' || op === 'down') return { kind: 'moveEntry', section, id, direction: op };
      return null;
    }
    case 'languages': {
      // `languages` as `de:native, en:B2` from the form's language rows.
      const languages = Object.keys(form)
        .filter((k) => /^lang_[a-z]{2}$/.test(k) && form[k] !== '')
        .map((k) => {
          const level = form[k];
          return { code: k.slice(5), level: level !== 'none' && isLanguageLevel(level) ? level : null };
        });
      return {
        kind: 'languages',
        value: { languages, languagesFree: list(form.languagesFree ?? ''), languageNotes: str(form, 'languageNotes') },
      };
    }
    case 'skills':
      return { kind: 'skills', value: { skills: [], skillsFree: list(form.skillsFree ?? ''), skillsNotes: str(form, 'skillsNotes') } };
    case 'wizard-job-preferences': {
      const { title, desiredOccupationId, employmentTypeId, desiredLocation, careerStatus, availableStart } = jobPreferencesFrom(form);
      return {
        kind: 'wizardJobPreferences',
        value: { title, desiredOccupationId, employmentTypeId, desiredLocation, careerStatus, availableStart },
      };
    }
    case 'wizard-personal-info': {
      const { salutation, firstName, lastName, birthday, homeLocation } = personalInfoFrom(form);
      return { kind: 'wizardPersonalInfo', value: { salutation, firstName, lastName, birthday, homeLocation } };
    }
    case 'visibility': {
      const visibility = str(form, 'visibility');
      return isResumeVisibility(visibility) ? { kind: 'visibility', visibility } : null;
    }
    case 'block':
    case 'unblock': {
      const organizationId = str(form, 'organizationId');
      return isEntityId(organizationId) ? { kind: action, organizationId } : null;
    }
    default:
      return null;
  }
}

/** The CV import's review form, as a refused one names itself for the page that shows it again. */
export const CV_REVIEW_FORM = 'cv-confirm';

/** Where each form's section sits on the edit page (anchors to come back to). */
export const SECTION_OF_ACTION: Readonly<Record<string, string>> = {
  'personal-info': 'personal-info',
  'job-preferences': 'job-preferences',
  'work-experience': 'work-experience',
  education: 'education',
  entry: 'entries',
  languages: 'languages',
  skills: 'skills',
  visibility: 'visibility',
  block: 'visibility',
  unblock: 'visibility',
};

/** The wizard's forms: the step each belongs to (errors come back there) and the step after it. */
export const WIZARD_ACTIONS: Readonly<Record<string, { readonly step: string; readonly next: string }>> = {
  'wizard-job-preferences': { step: 'job-preferences', next: 'personal-info' },
  'wizard-personal-info': { step: 'personal-info', next: 'completed' },
};
