import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The team from the board's side: board use cases → Apollo TeamGateway → /graphql → PostgreSQL. An owner
 * invites, the invitee (a visitor) takes the mailed link up with a new account, sees the team as an
 * editor, and a second use of the link is refused.
 */
describe('organization teams (board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  const filesDir = mkdtempSync(join(tmpdir(), 'jobboard-team-'));
  let organizationId: string;
  let owner: BoardContext;
  let stranger: BoardContext;
  const guest: BoardContext = { site: 'suedwest', locale: 'en-GB' };

  beforeAll(async () => {
    db = await createTestDatabase();
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    const ownerId = await insertUser(db.pool, { email: 'inhaberin.team@example.test', firstName: 'Ida' });
    organizationId = await insertOrganization(db.pool, { name: 'Schwarzwald Team GmbH', ownerId });
    await insertUser(db.pool, { email: 'fremd.team@example.test' });
    owner = { site: 'suedwest', locale: 'en-GB', token: (await signIn(db.pool, 'inhaberin.team@example.test')).token };
    stranger = { site: 'suedwest', locale: 'en-GB', token: (await signIn(db.pool, 'fremd.team@example.test')).token };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('invites, takes the link up with a new account, and refuses the link a second time', async () => {
    const invite = { kind: 'invite' as const, email: 'neu.team@example.test', role: 'EDITOR' as const, origin: 'http://localhost:3001' };
    expect(await board.changeTeam.execute({ organizationId, change: invite }, stranger)).toEqual({ errors: [{ code: 'FORBIDDEN' }] });
    expect(await board.changeTeam.execute({ organizationId, change: invite }, owner)).toEqual({ errors: [] });
    expect(await board.changeTeam.execute({ organizationId, change: invite }, owner)).toEqual({ errors: [{ code: 'ALREADY_INVITED' }] });

    const { rows } = await db.pool.query<{ text_body: string; subject: string }>(
      "select text_body, subject from mail_outbox where recipient = 'neu.team@example.test'",
    );
    expect(rows[0]!.subject).toBe('Invitation to the team of Schwarzwald Team GmbH – Jobs im Südwesten');
    const token = /\/en\/team-invitation\?token=([a-z0-9]+)/.exec(rows[0]!.text_body)![1]!;

    expect(await board.showTeamInvitation.execute({ token }, guest)).toMatchObject({
      organizationName: 'Schwarzwald Team GmbH',
      email: 'neu.team@example.test',
      role: 'EDITOR',
      status: 'OPEN',
      accountExists: false,
    });
    const account = { firstName: 'Nele', lastName: 'Neu', password: 'ein-langes-passwort', acceptedTerms: true };
    expect(await board.acceptTeamInvitation.execute({ token, account: { ...account, password: 'kurz' } }, guest)).toMatchObject({
      errors: [{ code: 'INVALID_INPUT', field: 'password' }],
    });
    expect(await board.acceptTeamInvitation.execute({ token, account }, guest)).toEqual({
      errors: [],
      organizationId,
      accountCreated: true,
      email: 'neu.team@example.test',
    });
    expect(await board.acceptTeamInvitation.execute({ token, account }, guest)).toMatchObject({ errors: [{ code: 'INVITATION_USED' }] });

    const newcomer = { site: 'suedwest', locale: 'en-GB' as const, token: (await signIn(db.pool, 'neu.team@example.test')).token };
    const seen = await board.showTeam.execute({ organizationId }, newcomer);
    expect(seen.team?.myRole).toBe('EDITOR');
    expect(seen.team?.members.map((m) => [m.email, m.role])).toEqual([
      ['inhaberin.team@example.test', 'OWNER'],
      ['neu.team@example.test', 'EDITOR'],
    ]);
    expect(await board.showTeam.execute({ organizationId }, stranger)).toEqual({ team: null, code: 'FORBIDDEN' });
    expect(await board.showTeam.execute({ organizationId }, guest)).toEqual({ team: null, code: 'UNAUTHENTICATED' });
  });
});
