import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, validateContactMessage, type ContactInput } from '../../../../src/domain/contact/contact-message';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const valid: ContactInput = {
  name: 'Erika Muster',
  email: 'erika@example.test',
  subject: 'Frage',
  body: 'Guten Tag,\nich habe eine Frage.',
  copy: false,
  files: [],
};

/** Printable one-line text (no control characters). */
const oneLine = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '' && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s));
const lineBreak = fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u0085');

describe('contact message rules', () => {
  it('a line break anywhere in name, e-mail or subject is refused on that field', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'email', 'subject'), oneLine(40), lineBreak, oneLine(40), (field, before, nl, after) => {
        const result = validateContactMessage({ ...valid, [field]: `${before}${nl}${after}` });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors).toContainEqual({ field, code: 'LINE_BREAK' });
      }),
    );
  });

  it('a line break at the very end is refused too (trimming must not hide it)', () => {
    expect(validateContactMessage({ ...valid, subject: 'Frage\r\n' })).toEqual({
      ok: false,
      errors: [{ field: 'subject', code: 'LINE_BREAK' }],
    });
  });

  it('one-line names and subjects within their limits pass, trimmed', () => {
    fc.assert(
      fc.property(oneLine(CONTACT_LIMITS.nameMax), oneLine(CONTACT_LIMITS.subjectMax), (name, subject) => {
        const result = validateContactMessage({ ...valid, name, subject });
        expect(result).toEqual({ ok: true, value: { ...valid, name: name.trim(), subject: subject.trim(), files: [] } });
      }),
    );
  });

  it('the body keeps its lines (CRLF as LF), must not be empty and has at most 10,000 characters', () => {
    expect(validateContactMessage({ ...valid, body: 'a\r\nb\rc' })).toMatchObject({ ok: true, value: { body: 'a\nb\nc' } });
    expect(validateContactMessage({ ...valid, body: ' \n\t ' })).toEqual({ ok: false, errors: [{ field: 'body', code: 'REQUIRED' }] });
    expect(validateContactMessage({ ...valid, body: 'x'.repeat(CONTACT_LIMITS.bodyMax) }).ok).toBe(true);
    expect(validateContactMessage({ ...valid, body: 'x'.repeat(CONTACT_LIMITS.bodyMax + 1) })).toEqual({
      ok: false,
      errors: [{ field: 'body', code: 'TOO_LONG' }],
    });
    expect(validateContactMessage({ ...valid, body: 'a\u0000b' })).toEqual({ ok: false, errors: [{ field: 'body', code: 'INVALID' }] });
  });

  it('text of any length past its limit is named TOO_LONG at its field (forms carry no length rule of their own)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name' as const, 'subject' as const, 'body' as const),
        fc.integer({ min: 1, max: 5 * CONTACT_LIMITS.bodyMax }),
        (field, over) => {
          const limit = CONTACT_LIMITS[`${field}Max`];
          const result = validateContactMessage({ ...valid, [field]: 'x'.repeat(limit + over) });
          expect(result).toEqual({ ok: false, errors: [{ field, code: 'TOO_LONG' }] });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('an address must look like one and must not carry header syntax', () => {
    for (const email of ['erika', 'erika@', 'a b@example.test', '<erika@example.test>', 'x@example.test, y@example.test', 'x@y'])
      expect(validateContactMessage({ ...valid, email })).toEqual({ ok: false, errors: [{ field: 'email', code: 'INVALID' }] });
  });

  it('every empty field is named at once', () => {
    expect(validateContactMessage({ ...valid, name: ' ', email: '', subject: '', body: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'REQUIRED' },
        { field: 'email', code: 'REQUIRED' },
        { field: 'subject', code: 'REQUIRED' },
        { field: 'body', code: 'REQUIRED' },
      ],
    });
  });

  it('attachments follow the application rules: by content, not empty, at most 10; names made safe', () => {
    const pdf = { name: '../Lebens"lauf.pdf', size: 100, head: PDF_HEAD };
    expect(validateContactMessage({ ...valid, files: [pdf] })).toMatchObject({
      ok: true,
      value: { files: [{ name: 'Lebens_lauf.pdf', type: 'application/pdf' }] },
    });
    expect(validateContactMessage({ ...valid, files: [{ ...pdf, name: 'x.pdf', head: new TextEncoder().encode('<html>') }] })).toEqual({
      ok: false,
      errors: [{ field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'x.pdf' }],
    });
    expect(validateContactMessage({ ...valid, files: [{ ...pdf, name: 'leer.pdf', size: 0 }] })).toEqual({
      ok: false,
      errors: [{ field: 'files', code: 'FILE_EMPTY', detail: 'leer.pdf' }],
    });
    expect(validateContactMessage({ ...valid, files: new Array(CONTACT_LIMITS.maxFiles + 1).fill(pdf) })).toEqual({
      ok: false,
      errors: [{ field: 'files', code: 'TOO_MANY_FILES' }],
    });
  });
});
