import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { BUNDLED_MESSAGES } from '../../../src/infrastructure/i18n/bundled-messages';
import { handleAiWritingStream } from '../../../src/ui/server/ai-writing/ai-writing-stream.server';
import { type FakeChatServer, startFakeChatServer } from '../../support/fake-chat-completions';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/infrastructure/di/cookie-names';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const PATH = '/api/ai-writing/stream';

async function eventsOf(response: Response): Promise<Array<{ event: string; data: Record<string, string> }>> {
  const out: Array<{ event: string; data: Record<string, string> }> = [];
  const parser = createParser({ onEvent: (e) => out.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
  parser.feed(await response.text());
  return out;
}

/*
 * The platform's streaming path on PostgreSQL with the demo seed, as a board-only process forwards it
 * and the single process serves it: the session decides who asks, the daily limit is counted in the
 * database, and the model's answer arrives as server-sent events.
 */
describe('POST /api/ai-writing/stream', () => {
  let db: TestDatabase;
  let ai: FakeChatServer;
  let board: Board;
  let recruiter: string;
  let applicant: string;
  let organizationId: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    ai = await startFakeChatServer();
    Object.assign(process.env, { AI_BASE_URL: ai.baseUrl, AI_MODEL: 'm', AI_API_KEY: 'sk-secret', AI_DAILY_LIMIT: '3' });
    db = await createTestDatabase({ seed: true });
    board = boardFrom(buildContainer({ site: 'default', databaseUrl: db.url, production: true }));
    const signedIn = await signIn(db.pool, 'recruiter@demo.jobboard.test');
    recruiter = signedIn.token;
    applicant = (await signIn(db.pool, 'bewerber@demo.jobboard.test')).token;
    const { rows } = await db.pool.query<{ id: string }>('select id::text from organizations where owner_id = $1 order by id limit 1', [
      signedIn.userId,
    ]);
    organizationId = rows[0]!.id;
  });
  afterAll(async () => {
    process.env = saved;
    await ai?.close();
    await db?.drop();
  });

  /** The wizard's script: JSON with the CSRF token in its header, the session and CSRF cookies. */
  const ask = (fields: Record<string, string>, session: string | null = recruiter, token = true) => {
    const csrf = board.csrfGuard.csrf.issue();
    const cookie = [`${CSRF_COOKIE}=${encodeURIComponent(csrf.cookie)}`, ...(session ? [`${SESSION_COOKIE}=${session}`] : [])].join('; ');
    return handleAiWritingStream(
      new Request(`http://localhost:3000${PATH}`, {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          cookie,
          ...(token ? { 'x-csrf-token': csrf.token } : {}),
        },
        body: JSON.stringify(fields),
      }),
      board,
    );
  };
  const draft = () => ({ mode: 'draft', language: 'de', tone: 'concise', title: 'Koch (m/w/d)', organizationId });

  it('refuses a post without the CSRF token and a guest before anything is asked', async () => {
    const before = ai.received.length;
    const guest = await ask(draft(), null);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ ok: false, error: 'SIGN_IN_REQUIRED' });
    const noToken = await ask(draft(), recruiter, false);
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ ok: false, error: 'CSRF' });
    expect(ai.received.length).toBe(before);
  });

  it('streams a draft for the organization’s recruiter as server-sent events, ended by done', async () => {
    ai.answer({ kind: 'chunks', pieces: ['<p>Wir ', 'kochen.</p>'] });
    const response = await ask(draft());
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await eventsOf(response)).toEqual([
      { event: 'text', data: { text: '<p>Wir ' } },
      { event: 'text', data: { text: 'kochen.</p>' } },
      { event: 'done', data: {} },
    ]);
    expect(ai.received.at(-1)?.authorization).toBe('Bearer sk-secret');
  });

  it('names a failing endpoint in the stream, and refuses an organization the user may not post for', async () => {
    ai.answer({ kind: 'error', status: 500 });
    expect(await eventsOf(await ask(draft()))).toEqual([{ event: 'failed', data: { error: 'ENDPOINT_FAILED' } }]);
    const other = await ask(draft(), applicant);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ ok: false, error: 'ORGANIZATION_NOT_ALLOWED' });
  });

  it('refuses a 100 kB field with the field named, without counting it', async () => {
    const response = await ask({ ...draft(), skills: 'x'.repeat(100_000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: false, error: 'INVALID_INPUT', errors: [{ field: 'skills', code: 'TOO_LONG' }] });
  });

  it('says the limit is reached once the organization used its requests of the day, in every language', async () => {
    ai.answer({ kind: 'chunks', pieces: ['<p>x</p>'] });
    // Two counted above (the draft and the failed one); the limit is three.
    expect((await ask(draft())).headers.get('content-type')).toMatch(/^text\/event-stream/);
    const refused = await ask(draft());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ ok: false, error: 'LIMIT_REACHED' });
    const { rows } = await db.pool.query('select requests from ai_writing_usage where organization_id = $1', [organizationId]);
    expect(rows[0]?.requests).toBe(3);
    for (const locale of ['de', 'en-GB', 'fr'] as const) {
      const errors = (BUNDLED_MESSAGES[locale] as { aiWriting: { errors: Record<string, string> } }).aiWriting.errors;
      for (const code of ['LIMIT_REACHED', 'ENDPOINT_FAILED', 'TIMEOUT']) expect(errors[code]).toBeTruthy();
    }
  });
});
