import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresResumePersonalData } from '../../../src/infrastructure/postgres/privacy/postgres-resume-personal-data';
import { encryptedPdf, GERMAN_DOCX, GERMAN_ONE_COLUMN, ownerPasswordOnlyPdf } from '../../fixtures/cv/cv-fixtures';
import { insertTerm, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** CV import end to end: board use cases → Apollo (multipart) → /graphql → platform use cases → PostgreSQL and the file store. */
describe('CV import (board → platform → PostgreSQL, file store)', () => {
  let db: TestDatabase;
  let board: Board;
  let filesDir: string;
  let anna: BoardContext;
  let annaId: string;
  let other: BoardContext;

  const file = async (fixture: typeof GERMAN_ONE_COLUMN) =>
    new File([(await fixture.bytes()) as BlobPart], fixture.fileName, { type: 'application/octet-stream' });
  const importedFiles = () =>
    existsSync(join(filesDir, 'resume-imports'))
      ? readdirSync(join(filesDir, 'resume-imports'), { recursive: true })
          .map(String)
          .filter((p) => p.includes('.'))
      : [];
  const storedImports = async () => (await db.pool.query('select id::text, confirmed_at from resume_imports order by id')).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'cv-import-it-'));
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    annaId = await insertUser(db.pool, { email: 'anna@example.test', roles: [['applicant', null]] });
    anna = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'anna@example.test')).token };
    await insertUser(db.pool, { email: 'max@example.test', roles: [['applicant', null]] });
    other = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'max@example.test')).token };
    await insertTerm(db.pool, 'occupations', { de: 'Softwareentwicklung', 'en-GB': 'Software development' });
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('reads a PDF CV into proposals and leaves the resume as it was', async () => {
    const uploaded = await board.importMyCv.execute({ file: await file(GERMAN_ONE_COLUMN) }, anna);
    expect(uploaded.errors).toEqual([]);
    const review = await board.reviewCvImport.execute({ id: uploaded.importId as string }, anna);
    expect(review?.import.proposal).toMatchObject({ firstName: 'Anna', lastName: 'Müller', phone: '+49 761 123456' });
    expect(review?.import.proposal.workExperience.map((w) => w.jobTitle)).toEqual([
      'Softwareentwicklerin',
      'Werkstudentin Softwareentwicklung',
    ]);
    expect(review?.import.proposal.workExperience[0]?.occupationId).toMatch(/^\d+$/);
    expect((await db.pool.query('select 1 from resumes where user_id = $1', [annaId])).rowCount).toBe(0);
    expect(importedFiles()).toHaveLength(1);
    // Nobody else sees or confirms it.
    expect(await board.reviewCvImport.execute({ id: uploaded.importId as string }, other)).toBeNull();
    const proposal = review?.import.proposal;
    if (!proposal) throw new Error('no proposal');
    expect(await board.confirmCvImport.execute({ id: uploaded.importId as string, proposal }, other)).toEqual([
      { field: null, code: 'NOT_FOUND' },
    ]);
  });

  it('refuses a correction that breaks a rule, keeps it on the import and writes nothing to the resume', async () => {
    const [stored] = await storedImports();
    const review = await board.reviewCvImport.execute({ id: stored.id }, anna);
    const proposal = review?.import.proposal;
    if (!proposal) throw new Error('no proposal');
    const wrong = { ...proposal, workExperience: [{ ...proposal.workExperience[0]!, period: { start: '2020-05', end: '2019-01' } }] };
    const errors = await board.confirmCvImport.execute({ id: stored.id, proposal: wrong }, anna);
    expect(errors).toEqual([{ field: 'workExperience.0.period', code: 'PERIOD_ENDS_BEFORE_START' }]);
    expect((await db.pool.query('select 1 from resumes where user_id = $1', [annaId])).rowCount).toBe(0);
    const again = await board.reviewCvImport.execute({ id: stored.id }, anna);
    expect(again?.import.proposal.workExperience).toEqual(wrong.workExperience);
  });

  it('takes the corrected proposal over into the resume', async () => {
    const [stored] = await storedImports();
    const proposal = (await board.reviewCvImport.execute({ id: stored.id }, anna))?.import.proposal;
    if (!proposal) throw new Error('no proposal');
    const corrected = {
      ...proposal,
      workExperience: [
        { ...proposal.workExperience[0]!, jobTitle: 'Senior-Softwareentwicklerin', period: { start: '2019-03', end: null } },
      ],
    };
    expect(await board.confirmCvImport.execute({ id: stored.id, proposal: corrected }, anna)).toEqual([]);
    const mine = await board.showMyResume.execute({}, anna);
    expect(mine?.resume.content.personalInfo).toMatchObject({ firstName: 'Anna', lastName: 'Müller', phone: '+49 761 123456' });
    expect(mine?.resume.content.workExperience.map((w) => w.jobTitle)).toEqual(['Senior-Softwareentwicklerin']);
    expect(mine?.resume.content.education.map((e) => e.institution)).toEqual([
      'Albert-Ludwigs-Universität Freiburg',
      'Goethe-Gymnasium Karlsruhe',
    ]);
    expect(mine?.resume.content.languages.map((l) => l.code)).toEqual(['de', 'en', 'fr']);
    expect(mine?.resume.content.skillsFree).toEqual(['TypeScript', 'React', 'PostgreSQL', 'Git', 'Scrum']);
    expect(JSON.stringify(mine?.resume)).not.toContain('anna.mueller@example.de');
    expect((await storedImports())[0].confirmed_at).not.toBeNull();
  });

  it('reads a DOCX too', async () => {
    const uploaded = await board.importMyCv.execute({ file: await file(GERMAN_DOCX) }, anna);
    const review = await board.reviewCvImport.execute({ id: uploaded.importId as string }, anna);
    expect(review?.import.proposal).toMatchObject({ firstName: 'Jonas', lastName: 'Weber' });
  });

  it('refuses an encrypted PDF and a file that is no CV, and keeps nothing of them', async () => {
    const before = { rows: (await storedImports()).length, files: importedFiles().length };
    const encrypted = await board.importMyCv.execute({ file: new File([(await encryptedPdf()) as BlobPart], 'secret.pdf') }, anna);
    expect(encrypted).toEqual({ importId: null, errors: [{ field: 'file', code: 'ENCRYPTED' }] });
    const text = await board.importMyCv.execute({ file: new File(['just text'], 'cv.pdf') }, anna);
    expect(text.errors).toEqual([{ field: 'file', code: 'FILE_TYPE_NOT_ALLOWED' }]);
    expect({ rows: (await storedImports()).length, files: importedFiles().length }).toEqual(before);
  });

  it('lists the imports in "download my data" and hands their files to the account deletion', async () => {
    const source = new PostgresResumePersonalData(db.pool);
    const exported = (await source.collect(annaId)) as { imports: { fileName: string; proposal: unknown }[] };
    expect(exported.imports.map((i) => i.fileName)).toEqual([GERMAN_ONE_COLUMN.fileName, GERMAN_DOCX.fileName]);
    const keys = await source.fileKeys(annaId);
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.startsWith(`resume-imports/${annaId}/`))).toBe(true);
  });

  // Only an owner password: every reader opens it without asking (the password guards permissions such as
  // copying, not reading), and it is the applicant's own CV, so its text is read like any other PDF's.
  it('reads a PDF encrypted with an owner password only', async () => {
    const bytes = await ownerPasswordOnlyPdf();
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/Encrypt');
    const uploaded = await board.importMyCv.execute({ file: new File([bytes as BlobPart], 'geschuetzt.pdf') }, anna);
    expect(uploaded.errors).toEqual([]);
    const review = await board.reviewCvImport.execute({ id: uploaded.importId as string }, anna);
    expect(review?.import.proposal).toMatchObject({ firstName: 'Anna', lastName: 'Müller', phone: '+49 761 123456' });
    expect(review?.import.proposal.workExperience[0]?.jobTitle).toBe('Softwareentwicklerin');
  });
});
