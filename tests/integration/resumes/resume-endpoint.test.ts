import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleResumeApi } from '../../../src/ui/server/resumes/resume-endpoints.server';
import { parseTypedResume } from '../../../src/ui/server/resumes/typed-resume.server';
import { insertUser } from '../support/fixtures';
import { crossSitePost, endlessForm, formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MB = 1024 * 1024;
const personal = {
  locale: 'de',
  salutation: 'ms',
  firstName: 'Lea',
  lastName: 'Roth',
  phone: '+49 761 123456',
  birthday: '1991-03-14',
  homeLocation: 'Freiburg im Breisgau',
  about: 'Ich pflege gern.',
};

/** `/api/resume/personal-info` through the one form reader: the plain form of /resume/edit, on PostgreSQL. */
describe('the resume form endpoint (form reader → board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  let token: string;
  let lea: BoardContext;

  beforeAll(async () => {
    db = await createTestDatabase();
    container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    board = boardFrom(container);
    await insertUser(db.pool, { email: 'lea-endpoint@example.test', roles: [['applicant', null]] });
    token = (await signIn(db.pool, 'lea-endpoint@example.test')).token;
    lea = { site: 'suedwest', locale: 'de', token };
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
  });

  const savedName = async () => (await board.showMyResume.execute({}, lea))?.resume.content.personalInfo.firstName ?? null;

  it('refuses a post without the CSRF token or from another site, back to the section, saving nothing', async () => {
    const noToken = await handleResumeApi(
      formPost(board, '/api/resume/personal-info', personal, { session: token, csrf: false }),
      'personal-info',
      board,
    );
    expect(noToken.status).toBe(303);
    expect(noToken.headers.get('location')).toBe('/de/lebenslauf/edit?error=CSRF#personal-info');
    const crossSite = await handleResumeApi(crossSitePost('/api/resume/personal-info', personal), 'personal-info', board);
    expect(crossSite.headers.get('location')).toContain('error=CSRF');
    expect(await savedName()).toBe('');
  });

  it('stops reading a body past the small-form bound, answers with the section and closes the connection', async () => {
    const body = endlessForm(new URLSearchParams({ ...personal, csrfToken: 'x' }).toString(), 700 * MB);
    const response = await handleResumeApi(
      formPost(
        board,
        '/api/resume/personal-info',
        {},
        { session: token, body: body.stream, contentType: 'application/x-www-form-urlencoded' },
      ),
      'personal-info',
      board,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/lebenslauf/edit?error=INVALID_INPUT#personal-info');
    expect(response.headers.get('connection')).toBe('close');
    expect(body.pulled()).toBeLessThan(MB);
    expect(await savedName()).toBe('');
  });

  it('saves the section and goes back to it with the notice', async () => {
    const response = await handleResumeApi(
      formPost(board, '/api/resume/personal-info', personal, { session: token }),
      'personal-info',
      board,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/lebenslauf/edit?notice=saved#personal-info');
    expect(await savedName()).toBe('Lea');
  });

  it('a refused form comes back with what was typed in a short-lived HttpOnly cookie, never in the address', async () => {
    const typed = { ...personal, firstName: 'Leonie', birthday: '2999-01-01' };
    const response = await handleResumeApi(formPost(board, '/api/resume/personal-info', typed, { session: token }), 'personal-info', board);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/de/lebenslauf/edit?errors=personalInfo.birthday%7EBIRTHDAY_IN_FUTURE&form=personal-info#personal-info');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^jb_typed_resume=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/i);
    const raw = decodeURIComponent(cookie.split(';')[0]!.slice('jb_typed_resume='.length));
    expect(parseTypedResume(raw)).toEqual({
      form: 'personal-info',
      entry: '',
      values: {
        salutation: 'ms',
        firstName: 'Leonie',
        lastName: 'Roth',
        phone: '+49 761 123456',
        birthday: '2999-01-01',
        homeLocation: 'Freiburg im Breisgau',
        about: 'Ich pflege gern.',
      },
    });
    expect(raw).not.toContain('csrfToken');
    // Nothing was written.
    expect(await savedName()).toBe('Lea');
  });
});
