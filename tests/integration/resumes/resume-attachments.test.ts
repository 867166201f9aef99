import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Actor } from '../../../src/domain/identity/actor';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The resume's attachments box end to end: board use case → Apollo (multipart) → /graphql → platform use cases
 * (content check, limit under a lock, file store) → PostgreSQL; downloads for the owner and full-access
 * recruiters only; the data download and the account's deletion.
 */
describe('resume attachments (board → platform → PostgreSQL, file store, served by the platform)', () => {
  let db: TestDatabase;
  let board: Board;
  let privacy: Privacy;
  let filesDir: string;
  let anna: BoardContext;
  let annaId: string;
  let recruiterToken: string;
  let strangerToken: string;
  const PASSWORD = 'ein-langes-passwort';

  const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const asFile = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: 'application/pdf' });
  const stored = () => (existsSync(join(filesDir, 'resume-attachments')) ? readdirSync(join(filesDir, 'resume-attachments')) : []);
  const box = async () => (await board.showMyResume.execute({}, anna))?.attachments ?? [];
  const download = (url: string, token: string | null) =>
    board.resumeAttachments.handle(new Request(`http://suedwest.test${url}`), url.split('/').pop() ?? '', token);

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'resume-attachments-it-'));
    const container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    privacy = privacyFrom(container);
    annaId = await insertUser(db.pool, { email: 'anna@example.test', roles: [['applicant', null]] });
    await db.pool.query('update users set password_hash = $2 where id = $1', [annaId, await new Argon2PasswordHasher().hash(PASSWORD)]);
    anna = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'anna@example.test')).token };
    const recruiterId = await insertUser(db.pool, { email: 'rita@example.test', roles: [['recruiter', null]] });
    await insertOrganization(db.pool, { name: 'Personal Süd GmbH', ownerId: recruiterId });
    recruiterToken = (await signIn(db.pool, 'rita@example.test')).token;
    await insertUser(db.pool, { email: 'max@example.test', roles: [['applicant', null]] });
    strangerToken = (await signIn(db.pool, 'max@example.test')).token;
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses an HTML file named .pdf, and an empty one; a refused upload stores nothing, not even the good file beside it', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(
      await board.changeMyResumeAttachments.execute({ add: [asFile(pdf('ok'), 'ok.pdf'), asFile(html, 'Lebenslauf.pdf')] }, anna),
    ).toEqual([{ field: 'attachments', code: 'FILE_TYPE_NOT_ALLOWED', detail: 'Lebenslauf.pdf' }]);
    expect(await board.changeMyResumeAttachments.execute({ add: [asFile(new Uint8Array(), 'leer.pdf')] }, anna)).toEqual([
      { field: 'attachments', code: 'FILE_EMPTY', detail: 'leer.pdf' },
    ]);
    expect(await box()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('stores files checked by their content, and the owner downloads them by their random address', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
    expect(
      await board.changeMyResumeAttachments.execute(
        { add: [asFile(pdf('Lebenslauf Anna'), 'Lebenslauf Anna.pdf'), asFile(jpeg, 'zeugnis')] },
        anna,
      ),
    ).toEqual([]);
    const files = await box();
    expect(files.map((f) => [f.name, f.contentType])).toEqual([
      ['Lebenslauf Anna.pdf', 'application/pdf'],
      ['zeugnis', 'image/jpeg'],
    ]);
    expect(files[0]?.url).toMatch(/^\/resume-attachment\/[0-9a-f-]{36}$/);
    expect(stored()).toHaveLength(2);
    const answer = await download(files[1]?.url ?? '', anna.token ?? null);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    // The type read from the content names the download's extension.
    expect(answer.headers.get('content-disposition')).toContain('filename="zeugnis.jpg"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(jpeg);
  });

  it('shows the files to recruiters with full access only: never to the anonymous view, strangers or guests', async () => {
    const url = (await box())[0]?.url ?? '';
    expect((await download(url, null)).status).toBe(404);
    expect((await download(url, strangerToken)).status).toBe(404);
    expect((await download(url, recruiterToken)).status).toBe(404);
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'anonymous' }, anna);
    expect((await download(url, recruiterToken)).status).toBe(404);
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'full' }, anna);
    expect((await download(url, recruiterToken)).status).toBe(200);
    expect((await download('/resume-attachment/00000000-0000-4000-8000-000000000000', anna.token ?? null)).status).toBe(404);
  });

  it('renames a file, refuses HTML and an empty label, and keeps other people out of it', async () => {
    const [first] = await box();
    const id = first?.id ?? '';
    expect(await board.changeMyResumeAttachments.execute({ rename: { id, name: '  Lebenslauf 2026 ' } }, anna)).toEqual([]);
    expect((await box())[0]?.name).toBe('Lebenslauf 2026');
    expect(await board.changeMyResumeAttachments.execute({ rename: { id, name: '<b>CV</b>' } }, anna)).toEqual([
      { field: 'attachments', code: 'HTML_NOT_ALLOWED', detail: null },
    ]);
    expect(await board.changeMyResumeAttachments.execute({ rename: { id, name: '   ' } }, anna)).toEqual([
      { field: 'attachments', code: 'REQUIRED', detail: null },
    ]);
    const max = { site: 'suedwest', locale: 'de' as const, token: strangerToken };
    expect(await board.changeMyResumeAttachments.execute({ rename: { id, name: 'meins' } }, max)).toEqual([
      { field: 'attachments', code: 'NOT_FOUND', detail: null },
    ]);
    expect(await board.changeMyResumeAttachments.execute({ remove: id }, max)).toEqual([
      { field: 'attachments', code: 'NOT_FOUND', detail: null },
    ]);
    expect((await box())[0]?.name).toBe('Lebenslauf 2026');
  });

  it('the recruiter’s view of the resume lists the files with full access only, with addresses that download them', async () => {
    const rita = { site: 'suedwest', locale: 'de' as const, token: recruiterToken };
    const publicId = async () =>
      (await db.pool.query<{ id: string }>('select public_id::text as id from resume_search_index where user_id = $1', [annaId])).rows[0]
        ?.id ?? '';
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'anonymous' }, anna);
    const anonymous = await board.showRecruiterResume.execute({ id: await publicId() }, rita);
    expect(anonymous?.resume.access).toBe('anonymous');
    expect(anonymous?.resume.attachments).toEqual([]);
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'full' }, anna);
    const full = await board.showRecruiterResume.execute({ id: await publicId() }, rita);
    expect(full?.resume.attachments.map((a) => [a.name, a.contentType])).toEqual([
      ['Lebenslauf 2026', 'application/pdf'],
      ['zeugnis', 'image/jpeg'],
    ]);
    const answer = await download(full?.resume.attachments[0]?.url ?? '', recruiterToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Lebenslauf%202026.pdf");
    // A blocked organization sees neither the resume nor its files.
    const organizationId = (
      await db.pool.query<{ id: string }>('select id::text from organizations where name = $1', ['Personal Süd GmbH'])
    ).rows[0]!.id;
    await db.pool.query('insert into resume_blocked_organizations (user_id, organization_id) values ($1, $2)', [annaId, organizationId]);
    expect(await board.showRecruiterResume.execute({ id: await publicId() }, rita)).toBeNull();
    expect((await download(full?.resume.attachments[0]?.url ?? '', recruiterToken)).status).toBe(404);
    await db.pool.query('delete from resume_blocked_organizations where user_id = $1', [annaId]);
  });

  it('holds at most 10 files: the 11th is refused and nothing of it is stored, also when uploads race', async () => {
    const many = Array.from({ length: 8 }, (_, i) => asFile(pdf(`Zeugnis ${i}`), `zeugnis-${i}.pdf`));
    expect(await board.changeMyResumeAttachments.execute({ add: many }, anna)).toEqual([]);
    expect(await box()).toHaveLength(10);
    expect(await board.changeMyResumeAttachments.execute({ add: [asFile(pdf('elf'), 'elf.pdf')] }, anna)).toEqual([
      { field: 'attachments', code: 'TOO_MANY_FILES', detail: null },
    ]);
    expect(stored()).toHaveLength(10);
    // Two files out, then two uploads of two at once: exactly one fits.
    const [a, b] = await box();
    await board.changeMyResumeAttachments.execute({ remove: a?.id ?? '' }, anna);
    await board.changeMyResumeAttachments.execute({ remove: b?.id ?? '' }, anna);
    expect(stored()).toHaveLength(8);
    const race = await Promise.all(
      [0, 1].map((i) =>
        board.changeMyResumeAttachments.execute({ add: [asFile(pdf(`x${i}`), 'x.pdf'), asFile(pdf(`y${i}`), 'y.pdf')] }, anna),
      ),
    );
    expect(race.filter((errors) => errors.length === 0)).toHaveLength(1);
    expect(await box()).toHaveLength(10);
    expect(stored()).toHaveLength(10);
  });

  it('are in the data download (labels and addresses, no storage keys) and go with the account, files included', async () => {
    const ctx = { site: 'suedwest', locale: 'de' as const, actor: { kind: 'user', userId: annaId, roles: [] } as Actor, requestId: 'it' };
    const exported = await privacy.exportPersonalData.execute(undefined, ctx);
    if (!exported.ok) throw new Error(exported.code);
    const section = (exported.value.document as unknown as { sections: { resume: { attachments: { name: string; url: string }[] } } })
      .sections.resume;
    expect(section.attachments).toHaveLength(10);
    expect(section.attachments[0]?.url).toMatch(/^\/resume-attachment\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(section)).not.toContain('resume-attachments/');
    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx)).ok).toBe(true);
    expect((await db.pool.query('select 1 from resume_attachments')).rowCount).toBe(0);
    expect(stored()).toEqual([]);
  });
});
