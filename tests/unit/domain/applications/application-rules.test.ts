import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, mayMoveTo, nextStatuses } from '../../../../src/domain/applications/application';
import { mayManageApplicationsOf, mayViewApplication } from '../../../../src/domain/applications/application-access';
import {
  applicationFileKey,
  safeFileName,
  validateApplication,
  type ApplicationInput,
} from '../../../../src/domain/applications/application-input';
import {
  DEFAULT_APPLICATION_SETTINGS,
  effectiveWorkflow,
  notificationRecipients,
  questionsOf,
  type ApplicationSettings,
} from '../../../../src/domain/applications/application-settings';
import { applyPageView, nextStep, previousStep, stepsFor } from '../../../../src/domain/applications/apply-steps';
import { MAX_ATTACHMENT_BYTES } from '../../../../src/domain/files/attachment-policy';
import { isFileKey } from '../../../../src/domain/files/file-key';
import { NO_DETAILS } from '../../../../src/domain/job/job-details';
import { offersDirectApply } from '../../../../src/domain/job/job-posting-structured-data';
import type { Actor } from '../../../../src/domain/identity/actor';
import { userActor } from '../../../support/request-context';

const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n12');
const HTML_HEAD = new TextEncoder().encode('<!doctype html><h');

const anInput = (overrides: Partial<ApplicationInput> = {}): ApplicationInput => ({
  firstName: ' Erika ',
  lastName: 'Muster',
  email: 'erika@example.test',
  phone: '',
  coverLetter: '',
  answers: {},
  privacyConsent: true,
  idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0',
  files: [],
  ...overrides,
});
const settings = (overrides: Partial<ApplicationSettings> = {}): ApplicationSettings => ({
  ...DEFAULT_APPLICATION_SETTINGS,
  workflow: 'form',
  ...overrides,
});
const codes = (input: ApplicationInput, s = settings()) => {
  const result = validateApplication(input, s);
  return result.ok ? [] : result.errors.map((e) => `${e.field}.${e.code}${e.detail ? `.${e.detail}` : ''}`);
};

describe('application statuses', () => {
  it('move forward: new → in review → shortlisted → hired, open ones may be rejected, final ones nowhere', () => {
    expect(nextStatuses('new')).toEqual(['in_review', 'rejected']);
    expect(nextStatuses('in_review')).toEqual(['shortlisted', 'rejected']);
    expect(nextStatuses('shortlisted')).toEqual(['hired', 'rejected']);
    expect(nextStatuses('rejected')).toEqual([]);
    expect(nextStatuses('hired')).toEqual([]);
  });

  it('never back to new, never to the same status (property over every pair)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_STATUSES), fc.constantFrom(...APPLICATION_STATUSES), (from, to) => {
        expect(mayMoveTo(from, to)).toBe(nextStatuses(from).includes(to));
        if (to === 'new' || to === from) expect(mayMoveTo(from, to)).toBe(false);
      }),
    );
  });
});

describe('validateApplication', () => {
  it('accepts a minimal application (attachments not required by default, spec §5) and trims', () => {
    const result = validateApplication(anInput(), settings());
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ firstName: 'Erika', phone: null, coverLetter: null, fileTypes: [] }),
    });
  });

  it('names every missing or malformed field at once', () => {
    expect(
      codes(anInput({ firstName: '  ', lastName: '', email: 'keine-mail', phone: 'abc', privacyConsent: false, idempotencyKey: 'short' })),
    ).toEqual([
      'firstName.REQUIRED',
      'lastName.REQUIRED',
      'email.INVALID',
      'phone.INVALID',
      'privacyConsent.CONSENT_REQUIRED',
      'idempotencyKey.INVALID',
    ]);
    expect(codes(anInput({ coverLetter: 'x'.repeat(10_001) }))).toEqual(['coverLetter.TOO_LONG']);
  });

  it('checks files by content and size: HTML named .pdf and 50 MB + 1 byte are refused, by name', () => {
    expect(
      codes(
        anInput({
          files: [
            { name: 'cv.pdf', size: 1000, head: PDF_HEAD },
            { name: 'lebenslauf.pdf', size: 1000, head: HTML_HEAD },
            { name: 'gross.pdf', size: MAX_ATTACHMENT_BYTES + 1, head: PDF_HEAD },
            { name: 'leer.pdf', size: 0, head: new Uint8Array() },
          ],
        }),
      ),
    ).toEqual(['files.FILE_TYPE_NOT_ALLOWED.lebenslauf.pdf', 'files.FILE_TOO_LARGE.gross.pdf', 'files.FILE_EMPTY.leer.pdf']);
    const exactly = validateApplication(anInput({ files: [{ name: 'ok.pdf', size: MAX_ATTACHMENT_BYTES, head: PDF_HEAD }] }), settings());
    expect(exactly.ok && exactly.value.fileTypes).toEqual(['application/pdf']);
    expect(codes(anInput({ files: Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, size: 10, head: PDF_HEAD })) }))).toEqual([
      'files.TOO_MANY_FILES',
    ]);
  });

  it('follows the job: CV, cover letter and answers when it asks for them; only its own questions are kept', () => {
    const asks = settings({
      requireCv: true,
      requireCoverLetter: true,
      requireQuestions: true,
      questions: [
        { id: 'fuehrerschein', label: 'Führerschein?', kind: 'yes_no' },
        { id: 'eintritt', label: 'Ab wann?', kind: 'text' },
      ],
    });
    expect(codes(anInput(), asks)).toEqual([
      'coverLetter.REQUIRED',
      'answers.REQUIRED.fuehrerschein',
      'answers.REQUIRED.eintritt',
      'files.CV_REQUIRED',
    ]);
    expect(
      codes(anInput({ answers: { fuehrerschein: 'vielleicht', eintritt: 'sofort' } }), {
        ...asks,
        requireCv: false,
        requireCoverLetter: false,
      }),
    ).toEqual(['answers.INVALID.fuehrerschein']);
    const ok = validateApplication(anInput({ answers: { fuehrerschein: 'yes', eintritt: ' sofort ', fremd: 'x' } }), {
      ...asks,
      requireCv: false,
      requireCoverLetter: false,
    });
    expect(ok.ok && ok.value.answers).toEqual({ fuehrerschein: 'yes', eintritt: 'sofort' });
  });

  it('file names and keys: a name never leaves its folder, a key is always a valid store key', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (name) => {
        const safe = safeFileName(name);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(200);
        expect(safe).not.toMatch(/[\\/"\u0000-\u001f]/);
        expect(['.', '..']).not.toContain(safe);
      }),
    );
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\erika\\Lebenslauf "final".pdf')).toBe('Lebenslauf _final_.pdf');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }), fc.nat(9), (id, position) =>
        isFileKey(applicationFileKey(String(id), position)),
      ),
    );
  });
});

describe('application settings', () => {
  it('the workflow in force: as set, else the link, else the e-mail, else none', () => {
    expect(effectiveWorkflow({ workflow: 'form' }, { url: 'https://x.example', email: 'a@b.example' })).toBe('form');
    expect(effectiveWorkflow({ workflow: null }, { url: 'https://x.example', email: 'a@b.example' })).toBe('link');
    expect(effectiveWorkflow({ workflow: null }, { url: null, email: 'a@b.example' })).toBe('email');
    expect(effectiveWorkflow({ workflow: null }, { url: null, email: null })).toBeNull();
  });

  it('a job taking the on-site form offers direct apply in its JobPosting data (link jobs never do)', () => {
    const form = { ...NO_DETAILS, application: { url: 'https://x.example/apply', email: null, workflow: 'form' as const } };
    expect(offersDirectApply({ type: 'job_per_template', details: form })).toBe(true);
    expect(offersDirectApply({ type: 'job_per_link', details: form })).toBe(false);
    expect(
      offersDirectApply({
        type: 'job_per_template',
        details: { ...form, application: { url: 'https://x.example/apply', email: null, workflow: 'link' } },
      }),
    ).toBe(false);
  });

  it('reads stored questions defensively', () => {
    expect(
      questionsOf([
        { id: 'q1', label: ' Frage ', kind: 'yes_no' },
        { id: 'q1', label: 'doppelt' },
        { id: 'Q 2', label: 'x' },
        { id: 'q3', label: '' },
        null,
        { id: 'q4', label: 'Text', kind: 'weird' },
      ]),
    ).toEqual([
      { id: 'q1', label: 'Frage', kind: 'yes_no' },
      { id: 'q4', label: 'Text', kind: 'text' },
    ]);
    expect(questionsOf({})).toEqual([]);
  });

  it('notifies the job’s application e-mails, else the organization owner', () => {
    expect(notificationRecipients('hr@a.example; Chef@A.example, HR@A.example kein', 'owner@a.example')).toEqual([
      'hr@a.example',
      'Chef@A.example',
    ]);
    expect(notificationRecipients(null, 'owner@a.example')).toEqual(['owner@a.example']);
    expect(notificationRecipients('', null)).toEqual([]);
  });
});

describe('who sees applications', () => {
  const application = { organizationId: '10', applicantUserId: '7', jobSites: ['default'] };
  const job = { organizationId: '10', jobSites: ['default'] };
  const staff = (id: 'administrator' | 'site_admin' | 'job_editor', targetId: string | null): Actor => ({
    kind: 'user',
    userId: '1',
    roles: [{ id, targetId }],
  });
  it('the applicant, recruiters of the organization and the job site’s staff; never guests or other organizations', () => {
    expect(mayViewApplication({ kind: 'anonymous' }, application, [])).toBe(false);
    expect(mayViewApplication(userActor('7', 'applicant'), application, [])).toBe(true);
    expect(mayViewApplication(userActor('8', 'applicant'), application, [])).toBe(false);
    expect(mayViewApplication(userActor('9', 'recruiter'), application, ['10'])).toBe(true);
    expect(mayViewApplication(userActor('9', 'recruiter'), application, ['11'])).toBe(false);
    expect(mayViewApplication(staff('administrator', null), application, [])).toBe(true);
    expect(mayViewApplication(staff('site_admin', 'default'), application, [])).toBe(true);
    expect(mayViewApplication(userActor('9', 'recruiter'), { ...application, applicantUserId: null }, ['11'])).toBe(false);
  });
  it('keeps applications from staff of other sites and from job editors, who edit jobs only', () => {
    expect(mayViewApplication(staff('site_admin', 'suedwest'), application, [])).toBe(false);
    expect(mayViewApplication(staff('job_editor', null), application, [])).toBe(false);
    expect(mayViewApplication(staff('job_editor', 'default'), application, [])).toBe(false);
    expect(mayManageApplicationsOf(staff('site_admin', 'suedwest'), job, [])).toBe(false);
    // A job shown on several sites: the admins of each of them.
    expect(mayManageApplicationsOf(staff('site_admin', 'suedwest'), { ...job, jobSites: ['default', 'suedwest'] }, [])).toBe(true);
    // A masquerading administrator acts as the user it shows, never as staff.
    expect(mayViewApplication({ ...staff('administrator', null), masqueradedBy: '2' } as Actor, application, [])).toBe(false);
  });
  it('only recruiters of the organization and staff manage them — not the applicant', () => {
    expect(mayManageApplicationsOf(userActor('7', 'applicant'), job, [])).toBe(false);
    expect(mayManageApplicationsOf(userActor('9', 'recruiter'), job, ['10'])).toBe(true);
    expect(mayManageApplicationsOf(userActor('1', 'administrator'), job, [])).toBe(true);
    expect(mayManageApplicationsOf({ kind: 'anonymous' }, job, ['10'])).toBe(false);
  });
});

describe('quick apply steps', () => {
  it('walk basic info → questions → file upload → review → success; without questions there is no questions step', () => {
    const all = stepsFor(true);
    expect(all).toEqual(['basic-info', 'questions', 'file-upload', 'review', 'success']);
    expect(stepsFor(false)).toEqual(['basic-info', 'file-upload', 'review', 'success']);
    expect(nextStep(stepsFor(false), 'basic-info')).toBe('file-upload');
    expect(previousStep(all, 'basic-info')).toBeNull();
    expect(nextStep(all, 'success')).toBeNull();
  });
  it('announce the start, page views between and the completion', () => {
    expect(applyPageView('basic-info', '5', '/job/x/quick-apply/basic-info').event).toBe('job_apply_start');
    expect(applyPageView('review', '5', '/p').event).toBe('page_view');
    expect(applyPageView('success', '5', '/p')).toEqual({ event: 'job_apply_complete', step: 'success', jobId: '5', path: '/p' });
    expect(applyPageView('form', '5', '/p').event).toBe('job_apply_start');
  });
});
