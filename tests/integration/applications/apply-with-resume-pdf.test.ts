import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_RESUME_CONTENT, type Resume } from '../../../src/domain/resume/resume';
import { APPLICATIONS } from '../../../src/infrastructure/di/applications.module';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresResumeRepository } from '../../../src/infrastructure/postgres/resumes/postgres-resume-repository';
import { DEMO_ACCOUNTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const APPLICANT = DEMO_ACCOUNTS.find((a) => a.role === 'applicant')!.email;
const RECRUITER = DEMO_ACCOUNTS.find((a) => a.role === 'recruiter')!.email;
const UPLOAD = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SUBMIT = `mutation($jobId: ID!, $input: ApplicationInput!, $files: [Upload!]) {
  submitApplication(jobId: $jobId, input: $input, files: $files) { applicationId duplicate errors { field code detail } } }`;
const FORM = 'query($id: ID!) { applicationForm(jobId: $id) { resumeAvailable prefill { firstName lastName phone } } }';

let counter = 0;
const key = () => `resume-pdf-${Date.now().toString(36)}-${(counter++).toString(36)}-xxxxxxxx`;

/**
 * Applying with the resume as a PDF: /graphql (multipart) → SubmitApplication → the resume from PostgreSQL drawn by
 * pdf-lib → the file store and the application's files in one transaction; the recruiter downloads it like any file,
 * and its text reads back (unpdf) with the umlauts and accents the resume holds.
 */
describe('applying with the resume as a PDF (PostgreSQL, pdf-lib, the file store)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let jobId: string;
  let applicant: { token: string; userId: string };
  let recruiter: { token: string; userId: string };

  const resume = (ownerId: string): Resume => ({
    ...EMPTY_RESUME_CONTENT,
    ownerId,
    visibility: 'hidden',
    blockedOrganizationIds: [],
    completedAt: null,
    updatedAt: null,
    personalInfo: {
      ...EMPTY_RESUME_CONTENT.personalInfo,
      salutation: 'ms',
      firstName: 'Zoë',
      lastName: 'Müller-Lefèvre',
      phone: '+49 711 987654',
      homeLocation: 'Straßburg',
      about: '<p>Gelernte Pflegefachkraft mit Herz für Geriatrie &amp; Intensivpflege.</p><ul><li>Führung</li><li>Dienstpläne</li></ul>',
    },
    jobPreferences: { ...EMPTY_RESUME_CONTENT.jobPreferences, title: 'Stationsleitung Intensivstation', careerStatus: 'professional' },
    workExperience: [
      {
        id: 'w1',
        jobTitle: 'Pflegefachkraft',
        occupationId: null,
        employmentTypeId: null,
        companyName: 'Universitätsklinikum Freiburg',
        location: 'Freiburg im Breisgau',
        period: { start: '2018-09', end: null },
        summary: '<p>Übernahme der Schichtleitung, Einarbeitung neuer Kolleginnen.</p>',
      },
      {
        id: 'w2',
        jobTitle: 'Aide-soignante',
        occupationId: null,
        employmentTypeId: null,
        companyName: 'Hôpital de Sélestat',
        location: 'Sélestat',
        period: { start: '2015-01', end: '2018-08' },
        summary: '',
      },
    ],
    education: [
      {
        id: 'e1',
        institution: 'École de soins infirmiers Colmar',
        degreeLevelId: null,
        fieldOfStudyId: null,
        studyProgram: 'Diplôme d’État infirmier',
        location: 'Colmar',
        period: { start: '2012-09', end: '2015-06' },
        summary: '',
      },
    ],
    languages: [
      { code: 'de', level: 'C2' },
      { code: 'fr', level: 'native' },
    ],
    skillsFree: ['Wundmanagement', 'Schmerztherapie'],
    skillsNotes: 'Praxisanleiterin seit 2020',
  });

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    filesDir = mkdtempSync(join(tmpdir(), 'apply-resume-pdf-it-'));
    container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    applicant = await signIn(db.pool, APPLICANT);
    recruiter = await signIn(db.pool, RECRUITER);
    const { rows } = await db.pool.query<{ id: string }>(
      `select j.id::text from jobs j join organizations o on o.id = j.organization_id join users u on u.id = o.owner_id
       join job_sites s on s.job_id = j.id and s.site = 'default'
       where lower(u.email) = lower($1) and j.application_workflow = 'form' and j.state = 'published' and (j.expires_at is null or j.expires_at > now())
         and jsonb_array_length(j.application_questions) = 0 and not j.application_require_cover_letter
       order by j.id limit 1`,
      [RECRUITER],
    );
    jobId = rows[0]!.id;
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const headers = (token?: string) => ({
    'x-frontend': 'default',
    'x-locale': 'de',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(token) },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as { data?: Record<string, any> };
  };
  const submit = async (attachResume: boolean, uploads: number, token?: string) => {
    const input = {
      firstName: 'Zoë',
      lastName: 'Müller-Lefèvre',
      email: 'zoe@example.test',
      privacyConsent: true,
      idempotencyKey: key(),
      attachResume,
    };
    const body = new FormData();
    const files = Array.from({ length: uploads }, () => null);
    body.set('operations', JSON.stringify({ query: SUBMIT, variables: { jobId, input, files } }));
    body.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
    for (const i of files.keys()) body.set(String(i), new File([UPLOAD as BlobPart], `zeugnis-${i}.pdf`, { type: 'application/pdf' }));
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', { method: 'POST', headers: { ...headers(token), 'apollo-require-preflight': 'true' }, body }),
    );
    return ((await response.json()) as { data: Record<string, any> }).data.submitApplication;
  };
  const count = async (table: string) => Number((await db.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
  const storedFiles = () =>
    existsSync(join(filesDir, 'applications')) ? readdirSync(join(filesDir, 'applications'), { recursive: true }).length : 0;

  it('offers the PDF only to a signed-in applicant whose resume has something in it', async () => {
    expect((await gql(FORM, { id: jobId })).data!.applicationForm.resumeAvailable).toBe(false);
    expect((await gql(FORM, { id: jobId }, applicant.token)).data!.applicationForm.resumeAvailable).toBe(false);
    await new PostgresResumeRepository(db.pool).save(resume(applicant.userId), new Date());
    expect((await gql(FORM, { id: jobId }, applicant.token)).data!.applicationForm).toEqual({
      resumeAvailable: true,
      prefill: { firstName: 'Zoë', lastName: 'Müller-Lefèvre', phone: '+49 711 987654' },
    });
  });

  it('stores the resume as a PDF file of the application, which the recruiter downloads and reads with every section', async () => {
    const answer = await submit(true, 1, applicant.token);
    expect(answer.errors).toEqual([]);
    const id = answer.applicationId as string;
    const { rows } = await db.pool.query<{ id: string; name: string; content_type: string; position: number; size: string }>(
      'select id::text, file_name as name, content_type, position, size_bytes::text as size from application_files where application_id = $1 order by position',
      [id],
    );
    expect(rows.map((r) => [r.name, r.content_type, r.position])).toEqual([
      ['zeugnis-0.pdf', 'application/pdf', 0],
      ['Lebenslauf Zoë Müller-Lefèvre.pdf', 'application/pdf', 1],
    ]);
    const endpoint = container.get(APPLICATIONS.FileEndpoint);
    const url = `http://localhost:3000/application-file/${id}/${rows[1]!.id}`;
    const download = await endpoint.handle(new Request(url), id, rows[1]!.id, recruiter.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(Number(rows[1]!.size));
    const { text } = await extractText(bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Frau Zoë Müller-Lefèvre',
      'Persönliche Angaben',
      'Wohnort: Straßburg',
      'Telefon: +49 711 987654',
      'Geriatrie & Intensivpflege.',
      '• Führung',
      'Was ich suche',
      'Stationsleitung Intensivstation',
      'Berufserfahrung',
      'Universitätsklinikum Freiburg · Freiburg im Breisgau',
      'Übernahme der Schichtleitung',
      'Hôpital de Sélestat',
      'Ausbildung',
      'École de soins infirmiers Colmar',
      'Diplôme d’État infirmier',
      'Sprachen',
      'Französisch',
      'Kenntnisse',
      'Wundmanagement, Schmerztherapie',
    ])
      expect(flat).toContain(expected);
    // In the resume's order: work before education, the newer job first as the owner put it.
    expect(flat.indexOf('Berufserfahrung')).toBeLessThan(flat.indexOf('Ausbildung'));
    expect(flat.indexOf('Universitätsklinikum')).toBeLessThan(flat.indexOf('Hôpital'));
  });

  it('refuses the PDF when ten uploads leave no place for it, and writes nothing', async () => {
    const [applications, files, stored] = [await count('applications'), await count('application_files'), storedFiles()];
    expect(await submit(true, 10, applicant.token)).toEqual({
      applicationId: null,
      duplicate: false,
      errors: [{ field: 'files', code: 'NO_ROOM_FOR_RESUME', detail: null }],
    });
    expect([await count('applications'), await count('application_files'), storedFiles()]).toEqual([applications, files, stored]);
  });

  it('tells a guest there is no resume to attach', async () => {
    expect((await submit(true, 0)).errors).toEqual([{ field: 'files', code: 'NO_RESUME', detail: null }]);
  });
});
