import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUEST_ACTIONS,
  contactMessageProblem,
  expiresAt,
  isOverdue,
  isTerminal,
  showsContactData,
  transition,
  type ContactRequestState,
} from '../../../../src/domain/resume-contacts/contact-request';
import { isResumeAlertInterval, nextResumeDigestAt, firstResumeDigestAt } from '../../../../src/domain/resume-alerts/resume-alert-interval';

const action = fc.constantFrom(...CONTACT_REQUEST_ACTIONS);

/** Runs the actions from pending, skipping refused ones; returns the states passed and the refunds made. */
function run(actions: readonly (typeof CONTACT_REQUEST_ACTIONS)[number][]) {
  let state: ContactRequestState = 'pending';
  const states: ContactRequestState[] = [state];
  let refunds = 0;
  for (const a of actions) {
    const t = transition(state, a);
    if (!t.ok) continue;
    if (t.value.refund) refunds++;
    state = t.value.next;
    states.push(state);
  }
  return { state, states, refunds };
}

describe('contact request states', () => {
  it('the owner approves, declines; time expires; an approval may be revoked', () => {
    expect(transition('pending', 'approve')).toEqual({ ok: true, value: { next: 'approved', refund: false } });
    expect(transition('pending', 'decline')).toEqual({ ok: true, value: { next: 'declined', refund: true } });
    expect(transition('pending', 'expire')).toEqual({ ok: true, value: { next: 'expired', refund: true } });
    expect(transition('approved', 'revoke')).toEqual({ ok: true, value: { next: 'revoked', refund: false } });
    expect(transition('pending', 'revoke').ok).toBe(false);
    expect(transition('approved', 'decline').ok).toBe(false);
    expect(transition('approved', 'expire').ok).toBe(false);
  });

  it('no transition leaves a terminal state, and an approved one only to revoked', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const { states } = run(actions);
        for (const [i, s] of states.entries()) {
          const next = states[i + 1];
          if (next === undefined) continue;
          expect(isTerminal(s)).toBe(false);
          if (s === 'approved') expect(next).toBe('revoked');
        }
      }),
    );
  });

  it('a payment goes back at most once, and exactly when the request ended without consent', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const { state, refunds } = run(actions);
        expect(refunds).toBe(state === 'declined' || state === 'expired' ? 1 : 0);
      }),
    );
  });

  it('contact data shows only while approved', () => {
    expect(showsContactData('approved')).toBe(true);
    for (const s of ['pending', 'declined', 'expired', 'revoked'] as const) expect(showsContactData(s)).toBe(false);
  });

  it('a pending request is overdue from its expiry on, others never', () => {
    const sent = new Date('2026-01-01T00:00:00Z');
    const end = expiresAt(sent, 14);
    expect(end.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(isOverdue({ state: 'pending', expiresAt: end }, new Date(end.getTime() - 1))).toBe(false);
    expect(isOverdue({ state: 'pending', expiresAt: end }, end)).toBe(true);
    expect(isOverdue({ state: 'approved', expiresAt: end }, end)).toBe(false);
  });

  it('the message is short but says something', () => {
    expect(contactMessageProblem('   ')).toBe('REQUIRED');
    expect(contactMessageProblem('Hallo')).toBe('TOO_SHORT');
    expect(contactMessageProblem('x'.repeat(1001))).toBe('TOO_LONG');
    expect(contactMessageProblem('Wir suchen eine Pflegekraft in Freiburg.')).toBeNull();
  });
});

describe('resume alert intervals', () => {
  it("knows exactly the product's seconds", () => {
    for (const s of [-1, 86_400, 604_800, 2_628_000]) expect(isResumeAlertInterval(s)).toBe(true);
    for (const s of [0, 3600, 86_401, '86400', null]) expect(isResumeAlertInterval(s)).toBe(false);
  });

  it('an alert without digests is never due; others keep their rhythm and land after now', () => {
    const start = new Date('2026-03-01T07:00:00Z');
    expect(firstResumeDigestAt(-1, start)).toBeNull();
    expect(firstResumeDigestAt(86_400, start)?.toISOString()).toBe('2026-03-02T07:00:00.000Z');
    fc.assert(
      fc.property(fc.constantFrom(86_400, 604_800, 2_628_000), fc.integer({ min: 0, max: 10 * 2_628_000_000 }), (interval, late) => {
        const due = new Date('2026-03-02T07:00:00Z');
        const now = new Date(due.getTime() + late);
        const next = nextResumeDigestAt(interval as 86_400, due, now)!;
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect((next.getTime() - due.getTime()) % (interval * 1000)).toBe(0);
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(interval * 1000);
      }),
    );
  });
});
