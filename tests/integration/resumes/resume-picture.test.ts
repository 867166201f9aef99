import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { uploadAreaOf } from '../../../src/infrastructure/files/local-file-store';
import { PostgresResumePersonalData } from '../../../src/infrastructure/postgres/privacy/postgres-resume-personal-data';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The resume picture end to end: board use case → Apollo (multipart) → /graphql → platform use case (check,
 * re-encode with sharp, file store) → PostgreSQL; then served to the owner and to recruiters with full access only.
 */
describe('resume picture (board → platform → PostgreSQL, file store, served by the platform)', () => {
  let db: TestDatabase;
  let board: Board;
  let filesDir: string;
  let anna: BoardContext;
  let annaId: string;
  let recruiterToken: string;
  let strangerToken: string;
  let orgId: string;

  const png = async (width: number, height: number) =>
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
  const asFile = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name, { type: 'application/octet-stream' });
  const storedPictures = () =>
    existsSync(join(filesDir, 'resume-pictures')) ? readdirSync(join(filesDir, 'resume-pictures')).map(String) : [];
  const uploadsLeft = () => (existsSync(uploadAreaOf(filesDir)) ? readdirSync(uploadAreaOf(filesDir)).map(String) : []);
  const mine = async () => (await board.showMyResume.execute({}, anna))?.resume.content.personalInfo;
  const fetchPicture = (url: string, token: string | null) =>
    board.resumePictures.handle(new Request(`http://suedwest.test${url}`), url.split('/').pop() ?? '', token);

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = mkdtempSync(join(tmpdir(), 'resume-picture-it-'));
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    annaId = await insertUser(db.pool, { email: 'anna@example.test', roles: [['applicant', null]] });
    anna = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'anna@example.test')).token };
    const recruiterId = await insertUser(db.pool, { email: 'rita@example.test', roles: [['recruiter', null]] });
    orgId = await insertOrganization(db.pool, { name: 'Personal Süd GmbH', ownerId: recruiterId });
    recruiterToken = (await signIn(db.pool, 'rita@example.test')).token;
    await insertUser(db.pool, { email: 'max@example.test', roles: [['applicant', null]] });
    strangerToken = (await signIn(db.pool, 'max@example.test')).token;
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('refuses what is no PNG, JPEG or WebP, and an image that cannot be decoded; nothing is stored', async () => {
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await board.changeMyResumePicture.execute({ file: asFile(text, 'me.png') }, anna)).toEqual([
      { field: 'picture', code: 'IMAGE_SVG_NOT_ALLOWED' },
    ]);
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await board.changeMyResumePicture.execute({ file: asFile(broken, 'me.png') }, anna)).toEqual([
      { field: 'picture', code: 'IMAGE_INVALID' },
    ]);
    expect(storedPictures()).toEqual([]);
    expect(uploadsLeft()).toEqual([]);
    expect((await mine())?.hasPicture).toBe(false);
  });

  it('stores an upload re-encoded as WebP within 512 × 512 and shows it to its owner', async () => {
    expect(await board.changeMyResumePicture.execute({ file: asFile(await png(1600, 1200), 'me.png') }, anna)).toEqual([]);
    const info = await mine();
    expect(info?.hasPicture).toBe(true);
    expect(info?.pictureUrl).toMatch(/^\/resume-picture\/[0-9a-f-]{36}\.webp$/);
    expect(storedPictures()).toHaveLength(1);
    // Decoded from the upload's temporary file, which is gone with the answer.
    expect(uploadsLeft()).toEqual([]);
    const answer = await fetchPicture(info?.pictureUrl ?? '', anna.token ?? null);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    // The anonymous view never names it.
    expect((await board.showMyResume.execute({}, anna))?.resume.anonymous.personalInfo).toMatchObject({
      hasPicture: false,
      pictureUrl: null,
    });
  });

  it('serves it to recruiters with full access only', async () => {
    const url = (await mine())?.pictureUrl ?? '';
    expect((await fetchPicture(url, null)).status).toBe(404);
    expect((await fetchPicture(url, strangerToken)).status).toBe(404);
    // Hidden (the default) and anonymous: not for recruiters.
    expect((await fetchPicture(url, recruiterToken)).status).toBe(404);
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'anonymous' }, anna);
    expect((await fetchPicture(url, recruiterToken)).status).toBe(404);
    await board.changeMyResume.execute({ kind: 'visibility', visibility: 'full' }, anna);
    expect((await fetchPicture(url, recruiterToken)).status).toBe(200);
    // An organization the owner blocked sees nothing.
    await board.changeMyResume.execute({ kind: 'block', organizationId: orgId }, anna);
    expect((await fetchPicture(url, recruiterToken)).status).toBe(404);
    await board.changeMyResume.execute({ kind: 'unblock', organizationId: orgId }, anna);
    expect((await fetchPicture(url, recruiterToken)).status).toBe(200);
  });

  it('a new picture replaces the old file; the picture is in the data download and its file goes with the account', async () => {
    const before = storedPictures();
    expect(await board.changeMyResumePicture.execute({ file: asFile(await png(300, 300), 'new.png') }, anna)).toEqual([]);
    const after = storedPictures();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const source = new PostgresResumePersonalData(db.pool);
    const url = (await mine())?.pictureUrl;
    expect(await source.fileKeys(annaId)).toEqual([`resume-pictures/${after[0]}`]);
    expect(await source.collect(annaId)).toMatchObject({ content: { personalInfo: { picture: url } } });
  });

  it('removes the picture and its file', async () => {
    expect(await board.changeMyResumePicture.execute({ file: null }, anna)).toEqual([]);
    expect(await mine()).toMatchObject({ hasPicture: false, pictureUrl: null });
    expect(storedPictures()).toEqual([]);
  });
});
