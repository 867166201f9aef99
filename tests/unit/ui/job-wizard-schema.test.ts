import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  formFieldOf,
  jobWizardSchema,
  toJobContent,
  wizardValuesFromForm,
  wizardValuesOf,
} from '../../../src/ui/forms/job-wizard-schema';
import { aPosting } from '../../support/job-posting-mother';

const form = (entries: Record<string, string | string[]>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  return data;
};

describe('job wizard form schema (browser and /api/job-wizard)', () => {
  it('reads a posted form, repeated terms and numbered rows included, into the platform’s job content', () => {
    const raw = wizardValuesFromForm(
      form({
        ...Object.fromEntries(Object.entries(emptyWizardValues('10')).filter(([, v]) => typeof v === 'string')),
        title: ' Pflegefachkraft ',
        descriptionHtml: '<p>Text</p>',
        locality: 'Ulm',
        countryCode: 'de',
        termIds: ['7', '9', '7'],
        'languages.0.code': 'DE',
        'languages.0.level': 'C1',
        'languages.1.code': 'en',
        'languages.1.level': 'bogus',
        'questions.0.text': 'Führerschein?',
        'questions.1.text': ' ',
        applicationEmails: 'a@example.test, b@example.test',
        applicationRequireCv: 'on',
        skills: 'Pflege, Dokumentation;Erste Hilfe',
        salaryMin: '40000',
        expiresAt: '2026-05-31',
      }),
    );
    const parsed = jobWizardSchema.safeParse({ ...raw, hasFile: false });
    expect(parsed.success).toBe(true);
    const content = toJobContent(parsed.data as never);
    expect(content).toMatchObject({
      title: 'Pflegefachkraft',
      organizationId: '10',
      address: { countryCode: 'DE', locality: 'Ulm' },
      termIds: ['7', '9'],
      languages: [
        { code: 'de', level: 'C1' },
        { code: 'en', level: null },
      ],
      skills: ['Pflege', 'Dokumentation', 'Erste Hilfe'],
      salaryMin: 40000,
      salaryCurrency: 'EUR',
      salaryUnit: 'YEAR',
      expiresAt: '2026-05-31T23:59:59.000Z',
      durationDays: 30,
      application: {
        workflow: 'email',
        emails: ['a@example.test', 'b@example.test'],
        requireCv: true,
        qualifyingQuestions: ['Führerschein?'],
      },
    });
  });

  it('applies the domain’s rules, naming the wizard’s fields', () => {
    const values = { ...emptyWizardValues('10'), title: 'Titel', locality: 'Ulm', applicationEmails: '' };
    const parsed = jobWizardSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['descriptionHtml', 'jobWizard.problems.DESCRIPTION_REQUIRED'],
      ['applicationEmails', 'jobWizard.problems.EMAIL_REQUIRED'],
    ]);
    expect(formFieldOf('application.qualifyingQuestions')).toBe('questions');
    expect(formFieldOf('file')).toBe('hasFile');
  });

  it('turns a stored job back into the same content', () => {
    const posting = aPosting({
      skills: ['Pflege'],
      expiresAt: '2026-05-31T23:59:59.000Z',
      salaryMin: 1,
      salaryMax: 2,
      salaryCurrency: 'EUR',
      salaryUnit: 'MONTH',
    });
    const {
      id: _i,
      state: _s,
      slug: _sl,
      external: _e,
      organizationName: _o,
      publishedAt: _p,
      publishAt: _pa,
      rejectionReason: _r,
      fileName: _f,
      hasLogo: _h,
      coordinates: _co,
      sites: _st,
      createdAt: _c,
      updatedAt: _u,
      ...content
    } = posting;
    expect(toJobContent(wizardValuesOf(posting))).toEqual(content);
  });
});
