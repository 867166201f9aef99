import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertTerm } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';
const recruiterView = async (board: Board, input: { id: string }, ctx: BoardContext) =>
  (await board.showRecruiterResume.execute(input, ctx))?.resume ?? null;

/** Hidden means hidden: a resume the organization may not see is absent from search, counts and detail alike. */
describe('resume search and visibility (board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let a: BoardContext;
  let b: BoardContext;
  let orgA: string;
  let nursing: string;
  const ids: Record<'hidden' | 'anonymous' | 'full' | 'blocksA', string> = { hidden: '', anonymous: '', full: '', blocksA: '' };

  beforeAll(async () => {
    db = await createTestDatabase();
    board = boardFrom(buildContainer({ site: SITE, databaseUrl: db.url, production: true }));
    const ra = await insertRecruiter(db.pool, 'Klinikum A');
    const rb = await insertRecruiter(db.pool, 'Klinikum B');
    orgA = ra.organizationId;
    a = { site: SITE, locale: 'de', token: ra.token };
    b = { site: SITE, locale: 'de', token: rb.token };
    nursing = await insertTerm(db.pool, 'occupations', { de: 'Pflege', 'en-GB': 'Nursing' });
    const over = (careerStatus: 'professional' | 'student', languages: string[]) => ({
      languages: languages.map((code) => ({ code, level: null })),
      skills: ['Wundversorgung'],
      workExperience: [
        {
          id: 'w1',
          jobTitle: 'Intensivpflegerin',
          occupationId: nursing,
          employmentTypeId: null,
          companyName: 'Uniklinik',
          location: 'Freiburg',
          period: { start: '2019-01', end: null },
          summary: '<p>Beatmung und Überwachung</p>',
        },
      ],
    });
    const prefs = (title: string, careerStatus: 'professional' | 'student') => ({
      jobPreferences: {
        title,
        desiredOccupationId: nursing,
        employmentTypeId: null,
        desiredLocation: 'Freiburg',
        desiredSalary: null,
        careerStatus,
        availableStart: null,
        availabilityPeriods: [],
      },
    });
    ids.hidden = (
      await insertResume(db.pool, {
        visibility: 'hidden',
        title: 'Pflegefachkraft',
        over: { ...over('professional', ['de']), ...prefs('Pflegefachkraft', 'professional') },
      })
    ).publicId;
    ids.anonymous = (
      await insertResume(db.pool, {
        visibility: 'anonymous',
        title: 'Pflegefachkraft',
        over: { ...over('professional', ['de', 'fr']), ...prefs('Pflegefachkraft', 'professional') },
      })
    ).publicId;
    ids.full = (
      await insertResume(db.pool, {
        visibility: 'full',
        title: 'Krankenpfleger',
        over: { ...over('student', ['de']), ...prefs('Krankenpfleger', 'student') },
      })
    ).publicId;
    ids.blocksA = (
      await insertResume(db.pool, {
        visibility: 'full',
        title: 'Altenpflegerin',
        over: { ...over('professional', ['en']), ...prefs('Altenpflegerin', 'professional') },
        blocked: [orgA],
      })
    ).publicId;
  });
  afterAll(async () => {
    await db.drop();
  });

  const found = async (ctx: BoardContext, query: Parameters<Board['findResumes']['execute']>[0] = {}) => {
    const page = await board.findResumes.execute(query, ctx);
    return { ids: page.items.map((i) => i.id).sort(), total: page.total, facets: page.facets, errors: page.errors };
  };

  it('hidden: in no search, count or detail of anyone', async () => {
    for (const ctx of [a, b]) {
      const page = await found(ctx);
      expect(page.ids).not.toContain(ids.hidden);
      expect(await recruiterView(board, { id: ids.hidden }, ctx)).toBeNull();
    }
    expect((await found(b)).total).toBe(3);
  });

  it('blocked: the blocked organization neither finds nor counts nor opens it; another does', async () => {
    const pageA = await found(a);
    expect(pageA.ids).toEqual([ids.anonymous, ids.full].sort());
    expect(pageA.total).toBe(2);
    // The blocked resume's language (en) is in no count of A's facets.
    expect(pageA.facets.find((f) => f.facet === 'languages' && f.value === 'en')).toBeUndefined();
    expect(await recruiterView(board, { id: ids.blocksA }, a)).toBeNull();
    expect((await found(b)).facets).toContainEqual(expect.objectContaining({ facet: 'languages', value: 'en', count: 1 }));
    expect((await recruiterView(board, { id: ids.blocksA }, b))?.access).toBe('full');
    // Sending a request to it answers as for an unknown resume.
    expect(
      await board.contactResumeOwner.execute({ resumeId: ids.blocksA, message: 'Wir hätten eine Stelle für Sie.', origin: null }, a),
    ).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
  });

  it('anonymous: found, and the card and detail carry no name or phone; full: names shown, phone only after approval', async () => {
    const anonymous = await recruiterView(board, { id: ids.anonymous }, a);
    expect(anonymous).toMatchObject({ access: 'anonymous', contactApproved: false });
    expect(anonymous?.content.personalInfo).toMatchObject({ firstName: '', lastName: '', phone: '' });
    const full = await recruiterView(board, { id: ids.full }, a);
    expect(full?.access).toBe('full');
    expect(full?.content.personalInfo).toMatchObject({ firstName: 'Lea', lastName: 'Roth', phone: '' });
    const page = await board.findResumes.execute({}, a);
    expect(JSON.stringify(page.items)).not.toMatch(/Lea|Roth|123456/);
  });

  it('words use the job search German handling; facets are multi-select: a facet counts without its own choice', async () => {
    // Compound parts: "Fachkraft" finds the "Pflegefachkraft", "Pfleger" the "Krankenpfleger" and the "Intensivpflegerin".
    expect((await found(a, { keywords: 'Fachkraft' })).ids).toEqual([ids.anonymous]);
    expect((await found(a, { keywords: 'Pfleger' })).ids).toEqual([ids.anonymous, ids.full].sort());
    expect((await found(a, { keywords: 'Krankenpfleger' })).ids).toEqual([ids.full]);
    expect((await found(a, { keywords: 'Beatmung' })).total).toBe(2);
    const students = await found(a, { careerStatus: ['student'] });
    expect(students.ids).toEqual([ids.full]);
    // The career status facet still counts the professional one (OR within a facet) …
    expect(students.facets).toContainEqual(expect.objectContaining({ facet: 'careerStatus', value: 'professional', count: 1 }));
    // … while the other facets count only students.
    expect(students.facets).toContainEqual(expect.objectContaining({ facet: 'languages', value: 'de', count: 1 }));
    expect((await found(a, { languages: ['fr'], careerStatus: ['student', 'professional'] })).ids).toEqual([ids.anonymous]);
    const byOccupation = await found(a, { occupations: [nursing] });
    expect(byOccupation.total).toBe(2);
    expect(byOccupation.facets).toContainEqual(
      expect.objectContaining({ facet: 'occupations', value: nursing, label: 'Pflege', count: 2 }),
    );
  });

  it('unknown facet values are refused with the facet named, and guests and applicants get nothing', async () => {
    expect((await found(a, { careerStatus: ['astronaut'] })).errors).toEqual([{ field: 'careerStatus', code: 'UNKNOWN_VALUE' }]);
    expect((await found(a, { languages: ['xx'] })).errors).toEqual([{ field: 'languages', code: 'UNKNOWN_VALUE' }]);
    expect((await found(a, { occupations: ['999999'] })).errors).toEqual([{ field: 'occupations', code: 'UNKNOWN_VALUE' }]);
    const guest = await found({ site: SITE, locale: 'de' });
    expect(guest).toMatchObject({ total: 0, ids: [], errors: [{ field: null, code: 'FORBIDDEN' }] });
    expect(await recruiterView(board, { id: ids.anonymous }, { site: SITE, locale: 'de' })).toBeNull();
  });

  it('a resume switched to hidden leaves the search at once', async () => {
    await db.pool.query(
      `update resumes set visibility = 'hidden' where user_id = (select user_id from resume_search_index where public_id = $1)`,
      [ids.full],
    );
    expect((await found(a)).ids).toEqual([ids.anonymous]);
    expect(await recruiterView(board, { id: ids.full }, a)).toBeNull();
  });
});
