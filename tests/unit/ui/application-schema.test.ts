import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { lookupMessage } from '../../../src/infrastructure/i18n/messages';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../../src/domain/files/attachment-policy';
import { parseErrorsParam } from '../../../src/ui/components/applications/application-errors';
import { applicationSchema, filesSchema, newIdempotencyKey, submitEnvelopeSchema } from '../../../src/ui/forms/application-schema';
import { encodeErrors } from '../../../src/ui/server/applications/applications-api.server';
import { IDEMPOTENCY_KEY } from '../../../src/domain/applications/application-input';

const requirements = {
  requireCoverLetter: false,
  requireQuestions: true,
  requireCv: false,
  questions: [{ id: 'fuehrerschein', label: 'Führerschein?', kind: 'yes_no' as const }],
};
const issues = (values: unknown) => {
  const r = applicationSchema(requirements).omit({ files: true }).safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the application form schema (browser and submit route)', () => {
  it('gives i18n keys per field, like the platform’s codes', () => {
    expect(
      issues({
        firstName: '',
        lastName: 'M',
        email: 'x',
        phone: 'abc',
        coverLetter: '',
        answers: { fuehrerschein: '' },
        privacyConsent: false,
      }),
    ).toEqual([
      'firstName:applications.errors.REQUIRED',
      'email:applications.errors.INVALID',
      'phone:applications.errors.PHONE_INVALID',
      'answers.fuehrerschein:applications.errors.REQUIRED',
      'privacyConsent:applications.errors.CONSENT_REQUIRED',
    ]);
    expect(
      issues({
        firstName: 'E',
        lastName: 'M',
        email: 'e@example.test',
        phone: '',
        coverLetter: '',
        answers: { fuehrerschein: 'yes' },
        privacyConsent: true,
      }),
    ).toEqual([]);
  });

  it('files: at most 10, each at most 50 MB; a CV when the job asks', () => {
    const ok = (files: File[], cv = false) => filesSchema(cv).safeParse(files).success;
    // The schema only needs instances of File, which Node has.
    const real = (size: number) => new File([new Uint8Array(Math.min(size, 8))], 'x.pdf');
    expect(ok([real(10)])).toBe(true);
    expect(ok([], true)).toBe(false);
    expect(ok(Array.from({ length: 11 }, () => real(1)))).toBe(false);
    const big = real(1);
    Object.defineProperty(big, 'size', { value: MAX_ATTACHMENT_BYTES + 1 });
    expect(ok([big])).toBe(false);
  });

  it('the envelope and idempotency keys', () => {
    const key = newIdempotencyKey();
    expect(IDEMPOTENCY_KEY.test(key)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(submitEnvelopeSchema.safeParse({ csrfToken: 't', jobId: '12', slug: 'koch-12', idempotencyKey: key }).success).toBe(true);
    expect(submitEnvelopeSchema.safeParse({ csrfToken: 't', jobId: '12; drop', slug: 'koch-12', idempotencyKey: key }).success).toBe(false);
    expect(submitEnvelopeSchema.safeParse({ csrfToken: 't', jobId: '12', slug: '../x', idempotencyKey: key }).success).toBe(false);
  });

  it('errors survive the round trip through ?errors= of a post without JavaScript; unknown codes are dropped', () => {
    const errors = [
      { field: 'files' as const, code: 'FILE_TYPE_NOT_ALLOWED' as const, detail: 'lebens.lauf, final.pdf' },
      { field: 'firstName' as const, code: 'REQUIRED' as const },
      { field: null, code: 'CSRF' as const },
      { field: 'email' as const, code: 'RATE_LIMITED' as const },
    ];
    expect(parseErrorsParam(encodeErrors(errors))).toEqual([
      { field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'lebens.lauf, final.pdf' },
      { field: 'firstName', code: 'REQUIRED' },
      { field: null, code: 'CSRF' },
      { field: 'email', code: 'RATE_LIMITED' },
    ]);
    expect(parseErrorsParam('evil.<script>.x,files.FILE_TOO_LARGE.a')).toEqual([{ field: 'files', code: 'FILE_TOO_LARGE', detail: 'a' }]);
    expect(parseErrorsParam(42)).toEqual([]);
  });
});

describe('the phone field’s message', () => {
  it('says what a phone number takes, in every language, rather than only “check this input”', () => {
    for (const locale of ['de', 'en-GB', 'fr'] as const) {
      const phone = lookupMessage(BUNDLED_MESSAGES[locale], 'applications.errors.PHONE_INVALID');
      expect(phone, locale).toBeTruthy();
      expect(phone).not.toBe(lookupMessage(BUNDLED_MESSAGES[locale], 'applications.errors.INVALID'));
      expect(phone).toMatch(/\+\d/);
    }
  });
});
