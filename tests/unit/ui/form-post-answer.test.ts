import { describe, expect, it } from 'vitest';
import { type FormPostRefusal, refusalAnswer } from '../../../src/ui/server/form-post.server';

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
