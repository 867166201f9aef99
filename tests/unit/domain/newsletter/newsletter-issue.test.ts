import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUE_LIMITS, bodyHtmlOf, isEditable, validateIssueDraft } from '../../../../src/domain/newsletter/newsletter-issue';
import { mayManageNewsletter } from '../../../../src/domain/newsletter/newsletter-permissions';
import type { Actor } from '../../../../src/domain/identity/actor';

const draft = { subject: 'Neues im Mai', bodyHtml: '<p>Hallo</p>', jobIds: [], postIds: [] };

describe('issue drafts', () => {
  it('a subject and a body with words are enough', () => {
    expect(validateIssueDraft(draft)).toEqual([]);
  });

  it('refuses every control character in the subject (it becomes a mail header)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 20 }), (a, code, b) => {
        const subject = `x${a}${String.fromCharCode(code)}${b}x`;
        expect(validateIssueDraft({ ...draft, subject })).toContainEqual({ field: 'subject', code: 'LINE_BREAK' });
      }),
    );
  });

  it('refuses an empty subject or body (tags and spaces alone are empty), and too long or too many', () => {
    expect(validateIssueDraft({ ...draft, subject: '  ', bodyHtml: '<p> &nbsp;</p>' })).toEqual([
      { field: 'subject', code: 'REQUIRED' },
      { field: 'body', code: 'REQUIRED' },
    ]);
    expect(
      validateIssueDraft({
        subject: 'x'.repeat(ISSUE_LIMITS.subjectMax + 1),
        bodyHtml: `<p>${'x'.repeat(ISSUE_LIMITS.bodyMax)}</p>`,
        jobIds: Array.from({ length: ISSUE_LIMITS.maxJobs + 1 }, (_, i) => String(i + 1)),
        postIds: Array.from({ length: ISSUE_LIMITS.maxPosts + 1 }, (_, i) => String(i + 1)),
      }),
    ).toEqual([
      { field: 'subject', code: 'TOO_LONG' },
      { field: 'body', code: 'TOO_LONG' },
      { field: 'jobs', code: 'TOO_MANY' },
      { field: 'posts', code: 'TOO_MANY' },
    ]);
  });

  it('only drafts change', () => {
    expect(isEditable('draft')).toBe(true);
    expect(isEditable('sending')).toBe(false);
    expect(isEditable('sent')).toBe(false);
  });
});

describe('plain text bodies', () => {
  it('become escaped paragraphs: no text a staff member types turns into markup', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((s) => !/<[a-z][^>]*>/i.test(s)),
        (text) => {
          const html = bodyHtmlOf(text);
          const stripped = html.replace(/<\/?p>|<br>/g, '');
          expect(stripped).not.toMatch(/[<>]/);
        },
      ),
    );
    expect(bodyHtmlOf('Erster Absatz\nzweite Zeile\n\n\nZweiter & letzter')).toBe(
      '<p>Erster Absatz<br>zweite Zeile</p>\n<p>Zweiter &#38; letzter</p>',
    );
  });

  it('HTML is taken as it is (the platform sanitizes it next)', () => {
    expect(bodyHtmlOf('<p>Hallo</p>')).toBe('<p>Hallo</p>');
  });
});

describe('who runs the newsletter', () => {
  const user = (roles: Array<[string, string | null]>, masqueradedBy?: string): Actor => ({
    kind: 'user',
    userId: '1',
    roles: roles.map(([id, targetId]) => ({ id: id as never, targetId })),
    ...(masqueradedBy ? { masqueradedBy } : {}),
  });

  it('administrators on every site, site admins on their own, nobody else', () => {
    expect(mayManageNewsletter(user([['administrator', null]]), 'suedwest')).toBe(true);
    expect(mayManageNewsletter(user([['site_admin', 'suedwest']]), 'suedwest')).toBe(true);
    expect(mayManageNewsletter(user([['site_admin', 'suedwest']]), 'default')).toBe(false);
    expect(mayManageNewsletter(user([['site_admin', null]]), 'default')).toBe(false);
    for (const role of ['job_editor', 'recruiter', 'applicant']) expect(mayManageNewsletter(user([[role, null]]), 'default')).toBe(false);
    expect(mayManageNewsletter({ kind: 'anonymous' }, 'default')).toBe(false);
    expect(mayManageNewsletter(user([['administrator', null]], '9'), 'default')).toBe(false);
  });
});
