import { describe, expect, it } from 'vitest';
import type { ResumePdf, ResumePdfSource } from '../../../src/application/platform/applications/resume-pdf-source.port';
import { SubmitApplication, type SubmitApplicationInput } from '../../../src/application/platform/applications/submit-application.use-case';
import { MAX_ATTACHMENT_BYTES } from '../../../src/domain/files/attachment-policy';
import type { Locale } from '../../../src/domain/shared/locale';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { InMemorySiteDirectory } from '../../integration/graphql/support/fake-platform-ports';
import { CONSENT_INFOS, NOW, SITES } from '../../integration/graphql/support/platform-seed';
import { fakeLimiter } from '../../support/in-memory-accounts';
import { ApplicationWorld } from '../../support/in-memory-applications';
import { InMemoryConsentRepository } from '../../support/in-memory-consent-repository';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import { aJob } from '../../support/job-mother';
import { fixedClock } from '../../support/fixed-clock';
import { ctx, userActor } from '../../support/request-context';

const PDF = new TextEncoder().encode('%PDF-1.7\nupload\n%%EOF');
const RESUME_PDF = new TextEncoder().encode('%PDF-1.7\nresume of Jörg\n%%EOF');

/** The applicant's resume as the source hands it over; remembers who asked. */
class StubResumePdfs implements ResumePdfSource {
  readonly asked: Array<[string, Locale]> = [];
  constructor(private readonly pdfs: ReadonlyMap<string, ResumePdf>) {}
  async pdfFor(userId: string, locale: Locale): Promise<ResumePdf | null> {
    this.asked.push([userId, locale]);
    return this.pdfs.get(userId) ?? null;
  }
}

function setUp(pdf: ResumePdf = { bytes: RESUME_PDF, fileName: 'Lebenslauf Jörg Weiß.pdf' }, requireCv = false) {
  const world = new ApplicationWorld();
  const settings = { workflow: 'form' as const, requireCv, requireCoverLetter: false, requireQuestions: false, questions: [] };
  world.facts.set('100', { settings, applicationEmails: 'personal@muster.example', ownerEmail: null });
  const job = aJob({ id: '100', title: 'Pflegefachkraft (m/w/d)', details: undefined });
  world.jobs.set('100', { title: job.title, slug: job.slug, organizationName: 'Muster GmbH' });
  const pdfs = new StubResumePdfs(new Map([['7', pdf]]));
  const submit = new SubmitApplication(
    new InMemoryJobRepository([job]),
    world,
    new InMemoryConsentRepository(CONSENT_INFOS),
    world,
    world,
    new MessageMailComposer(),
    new InMemorySiteDirectory(SITES),
    fixedClock(NOW),
    fakeLimiter(),
    pdfs,
  );
  const upload = (name: string) => {
    const stagedId = crypto.randomUUID();
    world.staged.set(stagedId, PDF);
    return { name, size: PDF.byteLength, head: PDF.subarray(0, 16), stagedId };
  };
  return { world, submit, pdfs, upload };
}

const input = (overrides: Partial<SubmitApplicationInput> = {}): SubmitApplicationInput => ({
  jobId: '100',
  origin: 'https://www.jobs.example',
  firstName: 'Jörg',
  lastName: 'Weiß',
  email: 'joerg@example.test',
  phone: '',
  coverLetter: '',
  answers: {},
  privacyConsent: true,
  idempotencyKey: 'key-0123456789abcdef',
  files: [],
  attachResume: true,
  ...overrides,
});
const joerg = ctx({ actor: userActor('7', 'applicant') });

describe('applying with the resume as a PDF', () => {
  it('stores the PDF as the application file after the uploads, under its own name, in the same application', async () => {
    const { submit, world, pdfs, upload } = setUp();
    const result = await submit.execute(input({ files: [upload('zeugnis.pdf')] }), { ...joerg, locale: 'fr' });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.value.applicationId : '';
    expect(pdfs.asked).toEqual([['7', 'fr']]);
    expect(world.rows.get(id)?.files.map((f) => [f.name, f.position, f.contentType, f.size])).toEqual([
      ['zeugnis.pdf', 0, 'application/pdf', PDF.byteLength],
      ['Lebenslauf Jörg Weiß.pdf', 1, 'application/pdf', RESUME_PDF.byteLength],
    ]);
    expect(world.files.get(`applications/${id}/1`)).toEqual(RESUME_PDF);
  });

  it('counts the PDF against the file limit: with 10 uploads it is refused before it is made, and nothing is written', async () => {
    const { submit, world, pdfs, upload } = setUp();
    const files = Array.from({ length: 10 }, (_, i) => upload(`datei-${i}.pdf`));
    expect(await submit.execute(input({ files }), joerg)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'files', code: 'NO_ROOM_FOR_RESUME' }],
    });
    expect(pdfs.asked).toEqual([]);
    expect(world.rows.size).toBe(0);
    expect(world.files.size).toBe(0);
    expect(world.mails).toEqual([]);
    // Nine uploads leave the tenth place for it.
    expect((await submit.execute(input({ files: files.slice(0, 9) }), joerg)).ok).toBe(true);
  });

  it('refuses a PDF over the per-file limit with its name, and writes nothing', async () => {
    const { submit, world } = setUp({ bytes: new Uint8Array(MAX_ATTACHMENT_BYTES + 1), fileName: 'Lebenslauf Jörg Weiß.pdf' });
    expect(await submit.execute(input(), joerg)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'files', code: 'RESUME_PDF_TOO_LARGE', detail: 'Lebenslauf Jörg Weiß.pdf' }],
    });
    expect(world.rows.size).toBe(0);
    expect(world.files.size).toBe(0);
  });

  it('a guest, or an applicant without a resume, is told there is no resume to attach', async () => {
    const { submit, world } = setUp();
    const refused = { ok: false, code: 'INVALID', errors: [{ field: 'files', code: 'NO_RESUME' }] };
    expect(await submit.execute(input(), ctx())).toEqual(refused);
    expect(await submit.execute(input(), ctx({ actor: userActor('8', 'applicant') }))).toEqual(refused);
    expect(world.rows.size).toBe(0);
  });

  it('stands in for the CV a job asks for; without it and without uploads the CV is missing', async () => {
    const { submit } = setUp(undefined, true);
    expect((await submit.execute(input(), joerg)).ok).toBe(true);
    expect(await submit.execute(input({ attachResume: false, idempotencyKey: 'key-fedcba9876543210' }), joerg)).toMatchObject({
      ok: false,
      errors: [{ field: 'files', code: 'CV_REQUIRED' }],
    });
  });
});
