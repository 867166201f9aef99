import { describe, expect, it } from 'vitest';
import { ChangeApplicationStatus } from '../../../src/application/platform/applications/change-application-status.use-case';
import { GetApplication } from '../../../src/application/platform/applications/get-application.use-case';
import { GetApplicationFile } from '../../../src/application/platform/applications/get-application-file.use-case';
import { GetApplicationForm } from '../../../src/application/platform/applications/get-application-form.use-case';
import { ListJobApplications } from '../../../src/application/platform/applications/list-job-applications.use-case';
import { ListMyApplications } from '../../../src/application/platform/applications/list-my-applications.use-case';
import { SubmitApplication, type SubmitApplicationInput } from '../../../src/application/platform/applications/submit-application.use-case';
import { fakeLimiter } from '../../support/in-memory-accounts';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { ANNA, CONSENT_INFOS, NOW, SITES } from '../../integration/graphql/support/platform-seed';
import { InMemorySiteDirectory, InMemoryUserRepository } from '../../integration/graphql/support/fake-platform-ports';
import { fixedClock } from '../../support/fixed-clock';
import { ApplicationWorld } from '../../support/in-memory-applications';
import { InMemoryConsentRepository, aConsentInfo } from '../../support/in-memory-consent-repository';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { aJob } from '../../support/job-mother';
import { ctx, siteAdminActor, userActor } from '../../support/request-context';

const PDF = new TextEncoder().encode('%PDF-1.7\nhello pdf\n%%EOF');
const HTML = new TextEncoder().encode('<html><body>not a pdf</body></html>');
/** Uploads as the readers stage them: in the world's upload area, by id. */
let stage: Map<string, Uint8Array> = new Map();
const upload = (name: string, bytes: Uint8Array) => {
  const stagedId = crypto.randomUUID();
  stage.set(stagedId, bytes);
  return { name, size: bytes.byteLength, head: bytes.subarray(0, 16), stagedId };
};

const FORM_JOB = aJob({ id: '100', title: 'Pflegefachkraft (m/w/d)', details: undefined });
const MAIL_JOB = aJob({ id: '101' });
const HIDDEN_JOB = aJob({ id: '102', state: 'draft' });
const APPLICATION_INFO = aConsentInfo({
  id: '40',
  type: 'PRIVACY_POLICY',
  placement: 'APPLICATION',
  revisions: [{ id: '401', texts: { de: '<p>Einwilligung</p>' }, effectiveAt: '2026-01-01T00:00:00.000Z' }],
});

function setUp() {
  const world = new ApplicationWorld();
  stage = world.staged;
  const formSettings = { workflow: 'form' as const, requireCv: false, requireCoverLetter: false, requireQuestions: false, questions: [] };
  world.facts.set('100', { settings: formSettings, applicationEmails: 'personal@muster.example', ownerEmail: 'chefin@muster.example' });
  world.facts.set('101', {
    settings: { ...formSettings, workflow: 'email' },
    applicationEmails: 'personal@muster.example',
    ownerEmail: null,
  });
  world.facts.set('102', { settings: formSettings, applicationEmails: null, ownerEmail: null });
  world.jobs.set('100', { title: FORM_JOB.title, slug: FORM_JOB.slug, organizationName: 'Muster GmbH' });
  world.memberships.set('9', ['10']); // recruiter of the jobs' organization
  world.memberships.set('8', ['99']); // recruiter of another organization
  const jobs = new InMemoryJobRepository([FORM_JOB, MAIL_JOB, HIDDEN_JOB]);
  const consents = new InMemoryConsentRepository([...CONSENT_INFOS, APPLICATION_INFO]);
  const clock = fixedClock(NOW);
  const limiter = fakeLimiter();
  const submit = new SubmitApplication(
    jobs,
    world,
    consents,
    world,
    world,
    new MessageMailComposer(),
    new InMemorySiteDirectory(SITES),
    clock,
    limiter,
  );
  const get = new GetApplication(world);
  return {
    world,
    submit,
    limiter,
    form: new GetApplicationForm(jobs, world, new InMemoryUserRepository([ANNA]), consents, clock),
    list: new ListJobApplications(jobs, world),
    get,
    change: new ChangeApplicationStatus(get, world, clock),
    mine: new ListMyApplications(world),
    file: new GetApplicationFile(get, world, world),
  };
}

const input = (overrides: Partial<SubmitApplicationInput> = {}): SubmitApplicationInput => ({
  jobId: '100',
  origin: 'https://www.jobs.example',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.test',
  phone: '',
  coverLetter: 'Hallo',
  answers: {},
  privacyConsent: true,
  idempotencyKey: 'key-0123456789abcdef',
  files: [upload('cv.pdf', PDF)],
  ...overrides,
});

describe('SubmitApplication', () => {
  it('stores the application, its file, the consent and the two mails; the recruiter mail links the application and carries no file', async () => {
    const { submit, world } = setUp();
    const result = await submit.execute(input(), ctx());
    expect(result).toEqual({ ok: true, value: { applicationId: expect.any(String), duplicate: false } });
    const id = result.ok ? result.value.applicationId : '';
    expect(world.rows.get(id)).toMatchObject({ jobId: '100', organizationId: '10', applicantUserId: null, consentId: expect.any(String) });
    expect(world.consents).toEqual([
      expect.objectContaining({ infoId: '40', revisionId: '401', userId: null, mail: 'erika@example.test' }),
    ]);
    expect([...world.files.keys()]).toEqual([`applications/${id}/0`]);
    expect(world.mails.map((m) => m.to)).toEqual(['personal@muster.example', 'erika@example.test']);
    expect(world.mails[0]!.text).toContain(`https://www.jobs.example/application/${id}`);
    expect(world.mails[0]!.text).not.toContain('erika@example.test');
    expect(world.mails[1]!.subject).toContain('Pflegefachkraft');
  });

  it('is idempotent: the same key answers the first application and writes nothing more', async () => {
    const { submit, world } = setUp();
    const first = await submit.execute(input(), ctx());
    const again = await submit.execute(input({ firstName: 'Anders' }), ctx());
    expect(again).toEqual({ ok: true, value: { applicationId: first.ok ? first.value.applicationId : '', duplicate: true } });
    expect(world.rows.size).toBe(1);
    expect(world.mails).toHaveLength(2);
    expect(world.files.size).toBe(1);
    // Another key is another application.
    expect((await submit.execute(input({ idempotencyKey: 'key-fedcba9876543210' }), ctx())).ok).toBe(true);
    expect(world.rows.size).toBe(2);
  });

  it('refuses jobs that do not take form applications or are not visible, and invalid input, writing nothing', async () => {
    const { submit, world } = setUp();
    expect(await submit.execute(input({ jobId: '101' }), ctx())).toEqual({ ok: false, code: 'NOT_ACCEPTING' });
    expect(await submit.execute(input({ jobId: '102' }), ctx())).toEqual({ ok: false, code: 'JOB_NOT_FOUND' });
    expect(await submit.execute(input({ jobId: '100' }), ctx({ site: 'suedwest' }))).toEqual({ ok: false, code: 'JOB_NOT_FOUND' });
    expect(await submit.execute(input({ files: [upload('cv.pdf', HTML)] }), ctx())).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'files', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'cv.pdf' }],
    });
    expect(world.rows.size + world.files.size + world.mails.length + world.consents.length).toBe(0);
  });

  it('an address that applied 20 times within the hour is refused on the e-mail field, writing and mailing nothing; other addresses go on', async () => {
    const { submit, world } = setUp();
    const nth = (n: number, email = 'erika@example.test') => input({ idempotencyKey: `key-${String(n).padStart(16, '0')}`, email });
    for (let n = 0; n < 20; n++) expect((await submit.execute(nth(n), ctx())).ok).toBe(true);
    const before = { rows: world.rows.size, files: world.files.size, mails: world.mails.length, consents: world.consents.length };
    // The same address in other letters and with spaces is the same address.
    expect(await submit.execute(nth(20, '  Erika@Example.TEST '), ctx())).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'email', code: 'RATE_LIMITED' }],
    });
    expect({ rows: world.rows.size, files: world.files.size, mails: world.mails.length, consents: world.consents.length }).toEqual(before);
    expect((await submit.execute(nth(21, 'max@example.test'), ctx())).ok).toBe(true);
  });

  it('invalid input and jobs that take no applications use none of the address’s limit', async () => {
    const { submit, limiter } = setUp();
    await submit.execute(input({ jobId: '101' }), ctx());
    await submit.execute(input({ firstName: '' }), ctx());
    expect(limiter.used.size).toBe(0);
  });

  it('a signed-in applicant’s application carries their user id', async () => {
    const { submit, world } = setUp();
    await submit.execute(input(), ctx({ actor: userActor('7', 'applicant') }));
    expect([...world.rows.values()][0]!.applicantUserId).toBe('7');
  });

  it('the file store failing midway: rolled back and the written file removed', async () => {
    const { submit, world } = setUp();
    world.failOn = 'storeWrite';
    await expect(submit.execute(input({ files: [upload('a.pdf', PDF), upload('b.pdf', PDF)] }), ctx())).rejects.toThrow('disk full');
    expect({ rows: world.rows.size, files: world.files.size, mails: world.mails.length, consents: world.consents.length }).toEqual({
      rows: 0,
      files: 0,
      mails: 0,
      consents: 0,
    });
  });

  it('the database failing after the files were stored: rolled back and the files removed', async () => {
    const { submit, world } = setUp();
    world.failOn = 'outbox';
    await expect(submit.execute(input({ files: [upload('a.pdf', PDF), upload('b.pdf', PDF)] }), ctx())).rejects.toThrow('outbox failed');
    expect({ rows: world.rows.size, files: world.files.size, mails: world.mails.length }).toEqual({ rows: 0, files: 0, mails: 0 });
  });
});

describe('reading and managing applications', () => {
  async function withApplications() {
    const s = setUp();
    const anonymous = await s.submit.execute(input(), ctx());
    const own = await s.submit.execute(input({ idempotencyKey: 'key-own-0123456789' }), ctx({ actor: userActor('7', 'applicant') }));
    return { ...s, anonymousId: anonymous.ok ? anonymous.value.applicationId : '', ownId: own.ok ? own.value.applicationId : '' };
  }

  it('recruiters of the organization list a job’s applications; others, applicants and guests get NOT_FOUND', async () => {
    const { list, anonymousId, ownId } = await withApplications();
    const mine = await list.execute({ jobId: '100' }, ctx({ actor: userActor('9', 'recruiter') }));
    expect(mine.ok && mine.value.items.map((i) => i.id).sort()).toEqual([anonymousId, ownId].sort());
    for (const actor of [userActor('8', 'recruiter'), userActor('7', 'applicant'), { kind: 'anonymous' } as const]) {
      expect(await list.execute({ jobId: '100' }, ctx({ actor }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    }
    expect((await list.execute({ jobId: '100' }, ctx({ actor: userActor('1', 'administrator') }))).ok).toBe(true);
  });

  it('an application is seen by its applicant (not managed), its recruiters (managed); nobody else', async () => {
    const { get, anonymousId, ownId } = await withApplications();
    expect(await get.execute({ id: ownId }, ctx({ actor: userActor('7', 'applicant') }))).toMatchObject({
      ok: true,
      value: { manageable: false },
    });
    expect(await get.execute({ id: anonymousId }, ctx({ actor: userActor('7', 'applicant') }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await get.execute({ id: anonymousId }, ctx({ actor: userActor('9', 'recruiter') }))).toMatchObject({
      ok: true,
      value: { manageable: true },
    });
    expect(await get.execute({ id: anonymousId }, ctx({ actor: userActor('8', 'recruiter') }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await get.execute({ id: anonymousId }, ctx())).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('staff see an application only as staff of a site its job is offered on; job editors never', async () => {
    const { get, anonymousId } = await withApplications();
    expect(await get.execute({ id: anonymousId }, ctx({ actor: siteAdminActor('2') }))).toMatchObject({
      ok: true,
      value: { manageable: true },
    });
    for (const actor of [siteAdminActor('3', 'suedwest'), userActor('4', 'job_editor')]) {
      expect(await get.execute({ id: anonymousId }, ctx({ actor }))).toEqual({ ok: false, code: 'NOT_FOUND' });
    }
  });

  it('status changes: only along the workflow, only by the organization’s recruiters', async () => {
    const { change, world, anonymousId, ownId } = await withApplications();
    const recruiter = ctx({ actor: userActor('9', 'recruiter') });
    expect(await change.execute({ id: anonymousId, status: 'hired' }, recruiter)).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(await change.execute({ id: anonymousId, status: 'in_review' }, recruiter)).toEqual({
      ok: true,
      value: { id: anonymousId, status: 'in_review' },
    });
    expect(await change.execute({ id: anonymousId, status: 'nonsense' }, recruiter)).toEqual({ ok: false, code: 'INVALID_STATUS' });
    expect(await change.execute({ id: anonymousId, status: 'rejected' }, ctx({ actor: userActor('8', 'recruiter') }))).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await change.execute({ id: ownId, status: 'in_review' }, ctx({ actor: userActor('7', 'applicant') }))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(world.rows.get(anonymousId)!.status).toBe('in_review');
    expect(world.rows.get(ownId)!.status).toBe('new');
  });

  it('a status changed meanwhile by someone else is a CONFLICT, not a silent overwrite', async () => {
    const { world, anonymousId } = await withApplications();
    const get = new GetApplication(world);
    const stale = { authorized: async (id: string, c: ReturnType<typeof ctx>) => get.authorized(id, c) };
    const change = new ChangeApplicationStatus(stale, { ...world, changeStatus: async () => false } as never, fixedClock(NOW));
    expect(await change.execute({ id: anonymousId, status: 'in_review' }, ctx({ actor: userActor('9', 'recruiter') }))).toEqual({
      ok: false,
      code: 'CONFLICT',
    });
  });

  it('my applications: only the user’s own; guests none', async () => {
    const { mine, ownId } = await withApplications();
    expect((await mine.execute(undefined, ctx({ actor: userActor('7', 'applicant') }))).map((a) => a.id)).toEqual([ownId]);
    expect(await mine.execute(undefined, ctx())).toEqual([]);
  });

  it('files go to those who may see the application; a file id of another application finds nothing', async () => {
    const { file, world, anonymousId, ownId } = await withApplications();
    const fileId = world.rows.get(anonymousId)!.files[0]!.id;
    expect(await file.execute({ applicationId: anonymousId, fileId }, ctx({ actor: userActor('9', 'recruiter') }))).toEqual({
      ok: true,
      value: { name: 'cv.pdf', contentType: 'application/pdf', bytes: PDF },
    });
    expect(await file.execute({ applicationId: anonymousId, fileId }, ctx({ actor: userActor('7', 'applicant') }))).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await file.execute({ applicationId: ownId, fileId }, ctx({ actor: userActor('7', 'applicant') }))).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('the form: for form jobs only, prefilled for the signed-in user, with the application privacy notice', async () => {
    const { form } = setUp();
    const guest = await form.execute({ jobId: '100' }, ctx());
    expect(guest).toMatchObject({
      ok: true,
      value: { job: { id: '100' }, prefill: { firstName: '', email: '' }, privacyText: '<p>Einwilligung</p>' },
    });
    const signedIn = await form.execute({ jobId: '100' }, ctx({ actor: userActor(ANNA.id, 'applicant') }));
    expect(signedIn.ok && signedIn.value.prefill).toEqual({
      firstName: ANNA.firstName,
      lastName: ANNA.lastName,
      email: ANNA.email,
      phone: '',
    });
    expect(await form.execute({ jobId: '101' }, ctx())).toEqual({ ok: false, code: 'NOT_ACCEPTING' });
    expect(await form.execute({ jobId: '102' }, ctx())).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
