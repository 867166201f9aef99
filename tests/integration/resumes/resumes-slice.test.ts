import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { WorkExperienceEntry } from '../../../src/domain/resume/resume';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { RESUMES } from '../../../src/infrastructure/di/resumes.module';
import { PostgresResumePersonalData } from '../../../src/infrastructure/postgres/privacy/postgres-resume-personal-data';
import { insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const job = (over: Partial<WorkExperienceEntry> = {}): WorkExperienceEntry => ({
  id: '',
  jobTitle: 'Pflegefachkraft',
  occupationId: null,
  employmentTypeId: null,
  companyName: 'Klinikum Freiburg',
  location: 'Freiburg',
  period: { start: '2018-04', end: '2022-08' },
  summary: '<p>Stationsarbeit <script>alert(1)</script><b>Intensiv</b></p>',
  ...over,
});
const personal = {
  salutation: 'ms' as const,
  firstName: 'Lea',
  lastName: 'Roth',
  phone: '+49 761 123456',
  birthday: '1991-03-14',
  homeLocation: 'Freiburg im Breisgau',
  about: '<p onclick="x()">Ich pflege gern.</p>',
};

/** Resumes end to end: board use cases → Apollo → /graphql → platform use cases → PostgreSQL. */
describe('resumes (board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let lea: BoardContext;
  let leaId: string;
  let other: BoardContext;
  let staffId: string;
  let orgId: string;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };

  beforeAll(async () => {
    db = await createTestDatabase();
    container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    board = boardFrom(container);
    leaId = await insertUser(db.pool, { email: 'lea@example.test', roles: [['applicant', null]] });
    lea = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'lea@example.test')).token };
    await insertUser(db.pool, { email: 'max@example.test', roles: [['applicant', null]] });
    other = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'max@example.test')).token };
    staffId = await insertUser(db.pool, { email: 'staff@example.test', roles: [['administrator', null]] });
    orgId = await insertOrganization(db.pool, { name: 'Personalvermittlung Süd GmbH' });
    await insertTerm(db.pool, 'occupations', { de: 'Pflege', 'en-GB': 'Nursing' });
  });
  afterAll(async () => {
    await db.drop();
  });

  it('guests have no resume; a new applicant gets an empty, hidden one at 0 %', async () => {
    expect(await board.showMyResume.execute({}, guest)).toBeNull();
    const page = await board.showMyResume.execute({}, lea);
    expect(page?.resume).toMatchObject({ visibility: 'hidden', completedAt: null, completeness: { percent: 0, next: 'workExperience' } });
    expect(page?.options.terms).toContainEqual(expect.objectContaining({ vocabulary: 'occupations', label: 'Pflege' }));
    expect(page?.options.languages).toContainEqual({ id: 'fr', vocabulary: 'language', label: 'Französisch' });
  });

  it('saves personal info and entries; rich text is sanitized; entries are added, edited, moved and removed', async () => {
    const saved = await board.changeMyResume.execute({ kind: 'personalInfo', value: personal }, lea);
    expect(saved.ok).toBe(true);
    await board.changeMyResume.execute({ kind: 'workExperience', entry: job() }, lea);
    const second = await board.changeMyResume.execute(
      { kind: 'workExperience', entry: job({ jobTitle: 'Stationsleitung', summary: '' }) },
      lea,
    );
    if (!second.ok) throw new Error('not saved');
    const [first, next] = second.value.content.workExperience;
    expect(first?.summary).toBe('<p>Stationsarbeit <b>Intensiv</b></p>');
    expect(second.value.content.personalInfo.about).toBe('<p>Ich pflege gern.</p>');
    expect([first?.id, next?.id]).toEqual(['1', '2']);

    const moved = await board.changeMyResume.execute({ kind: 'moveEntry', section: 'workExperience', id: '2', direction: 'up' }, lea);
    expect(moved.ok && moved.value.content.workExperience.map((e) => e.jobTitle)).toEqual(['Stationsleitung', 'Pflegefachkraft']);
    const edited = await board.changeMyResume.execute({ kind: 'workExperience', entry: job({ id: '1', companyName: 'Uniklinik' }) }, lea);
    expect(edited.ok && edited.value.content.workExperience.map((e) => e.companyName)).toEqual(['Klinikum Freiburg', 'Uniklinik']);
    const removed = await board.changeMyResume.execute({ kind: 'removeEntry', section: 'workExperience', id: '2' }, lea);
    expect(removed.ok && removed.value.content.workExperience.map((e) => e.id)).toEqual(['1']);
    expect(await board.changeMyResume.execute({ kind: 'removeEntry', section: 'workExperience', id: '99' }, lea)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    const page = await board.showMyResume.execute({}, lea);
    expect(page?.resume.completeness.percent).toBe(15 + 10 + 8 + 5 + 2);
  });

  it('bad input is refused field by field and writes nothing', async () => {
    const before = await db.pool.query('select content from resumes where user_id = $1', [leaId]);
    const refused = async (edit: Parameters<Board['changeMyResume']['execute']>[0]) => {
      const result = await board.changeMyResume.execute(edit, lea);
      return result.ok ? [] : 'errors' in result ? result.errors : [{ field: null, code: result.code }];
    };
    expect(await refused({ kind: 'personalInfo', value: { ...personal, birthday: '2999-01-01' } })).toEqual([
      { field: 'personalInfo.birthday', code: 'BIRTHDAY_IN_FUTURE' },
    ]);
    expect(await refused({ kind: 'personalInfo', value: { ...personal, birthday: '1899-12-31' } })).toEqual([
      { field: 'personalInfo.birthday', code: 'BIRTHDAY_TOO_EARLY' },
    ]);
    expect(await refused({ kind: 'personalInfo', value: { ...personal, lastName: '<img src=x onerror=alert(1)>' } })).toEqual([
      { field: 'personalInfo.lastName', code: 'HTML_NOT_ALLOWED' },
    ]);
    expect(await refused({ kind: 'workExperience', entry: job({ period: { start: '2020-05', end: '2019-01' } }) })).toEqual([
      { field: 'workExperience.1.period', code: 'PERIOD_ENDS_BEFORE_START' },
    ]);
    expect((await db.pool.query('select content from resumes where user_id = $1', [leaId])).rows).toEqual(before.rows);
  });

  it('the 201st work experience is refused', async () => {
    const deps = container.get(RESUMES.ApiDeps);
    const ctx = { site: 'suedwest', locale: 'de' as const, actor: { kind: 'user' as const, userId: leaId, roles: [] }, requestId: 't' };
    const many = Array.from({ length: 200 }, (_, i) => job({ id: String(i + 1), summary: '' }));
    expect((await deps.updateMyResume.execute({ workExperience: many }, ctx)).ok).toBe(true);
    const over = await deps.updateMyResume.execute({ workExperience: [...many, job({ summary: '' })] }, ctx);
    expect(over).toMatchObject({ ok: false, code: 'INVALID', errors: [{ field: 'workExperience', problem: 'TOO_MANY' }] });
    const { rows } = await db.pool.query<{ n: number }>(
      `select jsonb_array_length(content -> 'workExperience') as n from resumes where user_id = $1`,
      [leaId],
    );
    expect(rows[0]?.n).toBe(200);
    await deps.updateMyResume.execute({ workExperience: [job({ id: '1', summary: '' })] }, ctx);
  });

  it('visibility and the block list; the anonymous view has no private field', async () => {
    expect((await board.changeMyResume.execute({ kind: 'visibility', visibility: 'anonymous' }, lea)).ok).toBe(true);
    const blocked = await board.changeMyResume.execute({ kind: 'block', organizationId: orgId }, lea);
    if (!blocked.ok) throw new Error('not blocked');
    expect(blocked.value.visibility).toBe('anonymous');
    expect(blocked.value.blockedOrganizations).toEqual([{ id: orgId, name: 'Personalvermittlung Süd GmbH' }]);
    expect(blocked.value.anonymous.personalInfo).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      birthday: null,
      homeLocation: '',
      salutation: null,
      hasPicture: false,
    });
    expect(JSON.stringify(blocked.value.anonymous)).not.toMatch(/Lea|Roth|123456|1991|Breisgau/);
    const unknown = await board.changeMyResume.execute({ kind: 'block', organizationId: '999999' }, lea);
    expect(unknown).toMatchObject({ ok: false, code: 'INVALID', errors: [{ field: 'blockedOrganizationIds', code: 'INVALID_VALUE' }] });
    const page = await board.showMyResume.execute({ organizationSearch: 'personalverm' }, lea);
    expect(page?.organizationMatches).toEqual([]);
    const unblocked = await board.changeMyResume.execute({ kind: 'unblock', organizationId: orgId }, lea);
    expect(unblocked.ok && unblocked.value.blockedOrganizations).toEqual([]);
    expect((await board.showMyResume.execute({ organizationSearch: 'personalverm' }, lea))?.organizationMatches).toEqual([
      { id: orgId, name: 'Personalvermittlung Süd GmbH' },
    ]);
  });

  it('only the owner reads and writes it; staff may read; others see their own', async () => {
    expect((await board.showMyResume.execute({}, other))?.resume.content.workExperience).toEqual([]);
    const deps = container.get(RESUMES.ApiDeps);
    const as = (userId: string, roles: { id: 'administrator' | 'applicant'; targetId: null }[]) => ({
      site: 'suedwest',
      locale: 'de' as const,
      actor: { kind: 'user' as const, userId, roles },
      requestId: 't',
    });
    const staffRead = await deps.getResume.execute({ ownerId: leaId }, as(staffId, [{ id: 'administrator', targetId: null }]));
    expect(staffRead.ok && staffRead.value.resume.personalInfo.lastName).toBe('Roth');
    const otherId = (await db.pool.query<{ id: string }>(`select id::text from users where email = 'max@example.test'`)).rows[0]!.id;
    expect(await deps.getResume.execute({ ownerId: leaId }, as(otherId, [{ id: 'applicant', targetId: null }]))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('is in the data download and goes with the account', async () => {
    const exported = (await new PostgresResumePersonalData(db.pool).collect(leaId)) as { visibility: string; content: unknown };
    expect(exported.visibility).toBe('anonymous');
    expect(JSON.stringify(exported.content)).toContain('Roth');
    await db.pool.query('delete from users where id = $1', [leaId]);
    expect((await db.pool.query('select 1 from resumes where user_id = $1', [leaId])).rowCount).toBe(0);
  });
});
