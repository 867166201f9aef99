import { describe, expect, it } from 'vitest';
import { type FormPostRefusal, fieldProblems, refusalAnswer, refusedFormAnswer } from '../../../src/ui/server/form-post.server';

const busy: FormPostRefusal = {
  problem: 'busy',
  status: 503,
  bytesRead: 1200,
  fields: [['firstName', 'Erika']],
  retryAfterSeconds: 20,
};

describe('the answer to a post refused while every upload slot was taken', () => {
  it('tells the page’s script 503 BUSY and when to come back, and closes the connection', async () => {
    const answer = refusalAnswer(true, busy, () => '/job/koch/apply');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('20');
    expect(answer.headers.get('Connection')).toBe('close');
    expect(await answer.json()).toEqual({
      ok: false,
      url: '/job/koch/apply',
      error: 'BUSY',
      errors: [{ field: null, code: 'BUSY' }],
    });
  });

  it('sends a plain form back to its page with the problem, which names BUSY', () => {
    const answer = refusalAnswer(false, busy, (p) => `/job/koch/apply?errors=_.${p.code}.`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/job/koch/apply?errors=_.BUSY.');
    expect(answer.headers.get('Retry-After')).toBe('20');
  });

  it('says nothing about coming back for other refusals', () => {
    const answer = refusalAnswer(true, { problem: 'token', status: 403, bytesRead: 0, fields: [] }, () => '/');
    expect(answer.headers.get('Retry-After')).toBeNull();
  });
});

describe('the answer to a desk form the platform refused', () => {
  const refusal = { code: 'INVALID', status: 422, problems: fieldProblems(['title:TOO_LONG', 'slug:TAKEN']) };
  const back = (params: Record<string, string>) => `/admin/content/new?${new URLSearchParams(params)}`;

  it('sends a plain form back with each field’s code in the address and what was typed in its cookie', () => {
    const answer = refusedFormAnswer(false, refusal, back, 'typed=1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/admin/content/new?error=INVALID&fieldErrors=title%3ATOO_LONG%2Cslug%3ATAKEN');
    expect(answer.headers.get('Set-Cookie')).toBe('typed=1');
  });

  it('gives the page’s script the problems as JSON and keeps no typed values', async () => {
    const answer = refusedFormAnswer(true, refusal, back, 'typed=1');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    expect(await answer.json()).toMatchObject({
      ok: false,
      error: 'INVALID',
      errors: [
        { field: 'title', code: 'TOO_LONG' },
        { field: 'slug', code: 'TAKEN' },
      ],
    });
  });

  it('names the refusal itself when no field is at fault', async () => {
    const answer = refusedFormAnswer(true, { code: 'FORBIDDEN', status: 403, problems: [] }, back, 'typed=1');
    expect(answer.status).toBe(403);
    expect((await answer.json()).errors).toEqual([{ field: null, code: 'FORBIDDEN' }]);
    expect(refusedFormAnswer(false, { code: 'FORBIDDEN', status: 403, problems: [] }, back, 't').headers.get('Location')).toBe(
      '/admin/content/new?error=FORBIDDEN',
    );
  });
});
