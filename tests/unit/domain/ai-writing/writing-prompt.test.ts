import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWritingPrompt } from '../../../../src/domain/ai-writing/writing-prompt';
import {
  FACT_FIELDS,
  parseWritingRequest,
  WRITING_FIELD_MAX,
  WRITING_TEXT_MAX,
  WRITING_TONES,
  type WritingRequest,
} from '../../../../src/domain/ai-writing/writing-request';
import { LOCALES, type Locale } from '../../../../src/domain/shared/locale';

const facts = {
  title: 'Software Developer',
  organizationName: 'Neckar Software GmbH',
  location: 'Stuttgart',
  employmentType: 'Full-time',
  skills: 'TypeScript, PostgreSQL',
  salary: '',
};

const draft = (language: Locale, overrides: Partial<WritingRequest> = {}): WritingRequest => ({
  mode: 'draft',
  language,
  tone: 'professional',
  facts,
  existingText: '',
  ...overrides,
});

const promptText = (request: WritingRequest) =>
  buildWritingPrompt(request)
    .map((m) => m.content)
    .join('\n');

/** What each language's prompt must say: the language, neutral wording, and a salary sentence. */
const EXPECTED: Record<Locale, { language: RegExp; neutral: RegExp; salary: RegExp; noSalary: RegExp }> = {
  'en-GB': {
    language: /British English/,
    neutral: /gender-neutral/,
    salary: /State the salary range/,
    noSalary: /do not mention or invent one/,
  },
  de: {
    language: /auf Deutsch/,
    neutral: /geschlechtergerecht/,
    salary: /Nenne die Gehaltsspanne/,
    noSalary: /erwähne oder erfinde keine/,
  },
  fr: {
    language: /en français/,
    neutral: /inclusive et neutre/,
    salary: /Indique la fourchette de salaire/,
    noSalary: /n’en mentionne ni n’en invente/,
  },
};

describe('writing prompt per language', () => {
  for (const language of LOCALES) {
    describe(language, () => {
      const expected = EXPECTED[language];

      it('asks in the job’s language for gender-neutral wording, in the HTML the editor keeps', () => {
        const [system, user] = buildWritingPrompt(draft(language));
        expect(system?.role).toBe('system');
        expect(system?.content).toMatch(expected.language);
        expect(system?.content).toMatch(expected.neutral);
        expect(system?.content).toContain('<h3>, <p>, <ul>, <li>');
        expect(user?.role).toBe('user');
        for (const value of Object.values(facts).filter(Boolean)) expect(user?.content).toContain(value);
      });

      it('states the salary range when the job has one, and forbids inventing one when not', () => {
        const withSalary = promptText(draft(language, { facts: { ...facts, salary: '45000–55000 EUR' } }));
        expect(withSalary).toMatch(expected.salary);
        expect(withSalary).toContain('45000–55000 EUR');
        const without = promptText(draft(language));
        expect(without).toMatch(expected.noSalary);
        expect(without).not.toMatch(expected.salary);
      });

      it('improves the given text between its markers and keeps the tone', () => {
        const text = '<p>Wir suchen dich!</p>';
        for (const tone of WRITING_TONES) {
          const [system, user] = buildWritingPrompt(draft(language, { mode: 'improve', existingText: text, tone }));
          expect(user?.content).toContain(text);
          expect(system?.content).not.toBe(
            buildWritingPrompt(draft(language, { tone: tone === 'concise' ? 'friendly' : 'concise' }))[0]?.content,
          );
        }
      });

      it('leaves out facts the recruiter did not fill in', () => {
        const user = buildWritingPrompt(draft(language, { facts: { ...facts, skills: '', location: '' } }))[1]?.content ?? '';
        expect(user.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
      });
    });
  }

  it('has no field an applicant’s data could travel in: the prompt is made of the job’s facts and the rules only', () => {
    // Any extra property a caller might sneak in (an applicant's name, say) is not part of the prompt.
    const sneaky = { ...draft('de'), applicantName: 'Erika Mustermann' } as WritingRequest;
    expect(promptText(sneaky)).not.toContain('Erika Mustermann');
  });

  it('the French wording puts a narrow no-break space before each colon', () => {
    const text = promptText(draft('fr', { facts: { ...facts, salary: '30000 EUR' } }));
    expect(text).toContain(':');
    expect(text).not.toMatch(/[^\u202f]:/u);
  });
});

const raw = (fields: Record<string, string>) => ({ mode: 'draft', language: 'de', tone: 'friendly', title: 'Koch', ...fields });

describe('writing request limits', () => {
  it(`accepts every fact of up to ${WRITING_FIELD_MAX} characters and refuses longer ones by field`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...FACT_FIELDS), fc.integer({ min: 1, max: 3 * WRITING_FIELD_MAX }), (field, length) => {
        const value = 'x'.repeat(length);
        const parsed = parseWritingRequest(raw({ [field]: value }), ['de']);
        if (length <= WRITING_FIELD_MAX) expect(parsed.ok).toBe(true);
        else expect(parsed).toMatchObject({ ok: false, code: 'INVALID_INPUT', problems: [{ field, code: 'TOO_LONG' }] });
      }),
    );
  });

  it(`accepts a text to improve of up to ${WRITING_TEXT_MAX} characters`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 * WRITING_TEXT_MAX }), (length) => {
        const parsed = parseWritingRequest(raw({ mode: 'improve', existingText: 'y'.repeat(length) }), ['de']);
        expect(parsed.ok).toBe(length <= WRITING_TEXT_MAX);
      }),
    );
  });

  it('refuses a field of 100 kB with the field named', () => {
    const parsed = parseWritingRequest(raw({ skills: 'z'.repeat(100_000) }), ['de']);
    expect(parsed).toEqual({ ok: false, code: 'INVALID_INPUT', problems: [{ field: 'skills', code: 'TOO_LONG' }] });
  });

  it('writes only in a language of the site, and only in the fixed tones', () => {
    expect(parseWritingRequest(raw({ language: 'fr' }), ['de']).ok).toBe(false);
    expect(parseWritingRequest(raw({ language: 'fr' }), ['de', 'fr']).ok).toBe(true);
    expect(parseWritingRequest(raw({ language: 'es' }), ['de']).ok).toBe(false);
    expect(parseWritingRequest(raw({ tone: 'sarcastic' }), ['de'])).toMatchObject({ problems: [{ field: 'tone', code: 'INVALID' }] });
  });

  it('needs a title for a draft and a text to improve', () => {
    expect(parseWritingRequest(raw({ title: ' ' }), ['de'])).toMatchObject({ problems: [{ field: 'title', code: 'REQUIRED' }] });
    expect(parseWritingRequest(raw({ mode: 'improve' }), ['de'])).toMatchObject({
      problems: [{ field: 'existingText', code: 'REQUIRED' }],
    });
  });
});
