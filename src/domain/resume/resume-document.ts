import { translate, type Locale, type Translated } from '../shared/locale';
import type { ResumeContent, TimePeriod } from './resume';
import { completenessOf } from './resume-completeness';
import { RESUME_LANGUAGES } from './resume-languages';

/*
 * A resume laid out as a document (the PDF an applicant attaches to an application): the owner's full view,
 * section by section in the order the resume page shows them, entries in the owner's order. Only what is
 * filled in appears; an empty section would be noise on paper. Rich text stays HTML here: the renderer turns
 * the filtered format into lines.
 */

export type DocumentItem =
  | { readonly kind: 'strong' | 'text' | 'muted' | 'rich'; readonly text: string }
  /** Space between two entries of a section. */
  | { readonly kind: 'gap' };

export interface DocumentSection {
  readonly title: string;
  readonly items: readonly DocumentItem[];
}

export interface ResumeDocument {
  /** The applicant's name (with salutation), or the document's title when the resume has none. */
  readonly title: string;
  readonly sections: readonly DocumentSection[];
}

/** The words a document needs: the resume page's messages (`resumes.*` keys) and the taxonomies' labels. */
export interface DocumentWords {
  readonly t: (key: string) => string;
  /** Label of a taxonomy term id; the id itself when it is unknown. */
  readonly term: (id: string) => string;
  readonly locale: Locale;
}

const RESUME_WORD: Translated = { de: 'Lebenslauf', 'en-GB': 'CV', fr: 'CV' };

const present = (...parts: ReadonlyArray<string | null | undefined>) => parts.filter((p): p is string => Boolean(p?.trim())).join(' · ');

export function resumeDocument(content: ResumeContent, words: DocumentWords): ResumeDocument {
  const { t, term, locale } = words;
  const p = content.personalInfo;
  const j = content.jobPreferences;
  const field = (key: string, value: string | null | undefined): DocumentItem[] =>
    value?.trim() ? [{ kind: 'text', text: `${t(`resumes.fields.${key}`)}: ${value.trim()}` }] : [];
  const period = (x: TimePeriod) => `${x.start} – ${x.end ?? t('resumes.ongoing')}`;
  const rich = (html: string): DocumentItem[] => (html.trim() ? [{ kind: 'rich', text: html }] : []);
  const entries = <E>(list: readonly E[], draw: (e: E) => DocumentItem[]): DocumentItem[] =>
    list.flatMap((e, i) => [...(i > 0 ? [{ kind: 'gap' } as const] : []), ...draw(e)]);
  const salary = j.desiredSalary;
  const language = (code: string) => {
    const known = RESUME_LANGUAGES[code];
    return known ? translate(known, locale) : code;
  };

  const sections: DocumentSection[] = [
    {
      title: t('resumes.sections.personalInfo'),
      items: [...field('homeLocation', p.homeLocation), ...field('birthday', p.birthday), ...field('phone', p.phone), ...rich(p.about)],
    },
    {
      title: t('resumes.sections.jobPreferences'),
      items: [
        ...field('title', j.title),
        ...field('desiredOccupationId', j.desiredOccupationId ? term(j.desiredOccupationId) : ''),
        ...field('employmentTypeId', j.employmentTypeId ? term(j.employmentTypeId) : ''),
        ...field('desiredLocation', j.desiredLocation),
        ...field(
          'desiredSalary',
          salary ? `${salary.min ?? '…'} – ${salary.max ?? '…'} ${salary.currency} / ${t(`resumes.salaryUnit.${salary.unit}`)}` : '',
        ),
        ...field('careerStatus', j.careerStatus ? t(`resumes.careerStatus.${j.careerStatus}`) : ''),
        ...field('availableStart', j.availableStart),
        ...j.availabilityPeriods.flatMap((a) => field('availableFrom', `${a.from} – ${a.until ?? ''}`)),
      ],
    },
    {
      title: t('resumes.sections.workExperience'),
      items: entries(content.workExperience, (e) => [
        { kind: 'strong', text: e.jobTitle },
        ...(present(e.companyName, e.location, e.employmentTypeId ? term(e.employmentTypeId) : '')
          ? [{ kind: 'text', text: present(e.companyName, e.location, e.employmentTypeId ? term(e.employmentTypeId) : '') } as const]
          : []),
        { kind: 'muted', text: period(e.period) },
        ...rich(e.summary),
      ]),
    },
    {
      title: t('resumes.sections.education'),
      items: entries(content.education, (e) => {
        const line = present(
          e.studyProgram,
          e.degreeLevelId ? term(e.degreeLevelId) : '',
          e.fieldOfStudyId ? term(e.fieldOfStudyId) : '',
          e.location,
        );
        return [
          { kind: 'strong', text: e.institution },
          ...(line ? [{ kind: 'text', text: line } as const] : []),
          { kind: 'muted', text: period(e.period) },
          ...rich(e.summary),
        ];
      }),
    },
    {
      title: t('resumes.sections.languages'),
      items: [
        ...content.languages.map(
          (l): DocumentItem => ({
            kind: 'text',
            text: l.level ? `${language(l.code)} (${t(`resumes.languageLevel.${l.level}`)})` : language(l.code),
          }),
        ),
        ...content.languagesFree.map((l): DocumentItem => ({ kind: 'text', text: l })),
        ...(content.languageNotes.trim() ? [{ kind: 'muted', text: content.languageNotes.trim() } as const] : []),
      ],
    },
    {
      title: t('resumes.sections.skills'),
      items: [
        ...([...content.skills, ...content.skillsFree].length > 0
          ? [{ kind: 'text', text: [...content.skills, ...content.skillsFree].join(', ') } as const]
          : []),
        ...(content.skillsNotes.trim() ? [{ kind: 'muted', text: content.skillsNotes.trim() } as const] : []),
      ],
    },
  ];
  const name = present(p.salutation ? t(`resumes.salutation.${p.salutation}`) : '', p.firstName, p.lastName).replaceAll(' · ', ' ');
  return { title: name || translate(RESUME_WORD, locale), sections: sections.filter((s) => s.items.length > 0) };
}

/** Whether a resume has anything to send: one with nothing filled in would make an empty page. */
export const resumeWorthSending = (content: ResumeContent | null): boolean => content !== null && completenessOf(content).percent > 0;

/** The attachment's name as the recruiter downloads it: "Lebenslauf Erika Muster.pdf", "CV.pdf" without a name. */
export function resumePdfFileName(content: Pick<ResumeContent, 'personalInfo'>, locale: Locale): string {
  const name = [content.personalInfo.firstName, content.personalInfo.lastName]
    .map((s) => s.replace(/[\u0000-\u001f\u007f"<>|*?:\\/]/g, '').trim())
    .filter(Boolean)
    .join(' ');
  return `${[translate(RESUME_WORD, locale), name].filter(Boolean).join(' ')}.pdf`.slice(-200);
}
