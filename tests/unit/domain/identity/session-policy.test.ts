import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_TOLERANCE_MS,
  exceedsPolicy,
  isPast,
  MEMBER_SESSION_MAX_AGE_S,
  needsRenewal,
  sessionExpiry,
  sessionMaxAgeSeconds,
  STAFF_SESSION_MAX_AGE_S,
} from '../../../../src/domain/identity/session-policy';

const applicant = { roles: [{ id: 'applicant' as const, targetId: null }], masqueraded: false };
const recruiter = { roles: [{ id: 'recruiter' as const, targetId: '1' }], masqueraded: false };
const editor = { roles: [{ id: 'job_editor' as const, targetId: null }], masqueraded: false };
const NOW = new Date('2026-03-01T10:00:00Z');

describe('session policy', () => {
  it('applicants and recruiters get 30 days (spec §9: 2,592,000 s); staff and masquerades 8 hours', () => {
    expect(MEMBER_SESSION_MAX_AGE_S).toBe(2_592_000);
    expect(sessionMaxAgeSeconds(applicant)).toBe(2_592_000);
    expect(sessionMaxAgeSeconds(recruiter)).toBe(2_592_000);
    expect(sessionMaxAgeSeconds(editor)).toBe(STAFF_SESSION_MAX_AGE_S);
    expect(sessionMaxAgeSeconds({ ...applicant, masqueraded: true })).toBe(8 * 3600);
    expect(sessionExpiry(applicant, NOW).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('allows 15 s of clock difference', () => {
    expect(CLOCK_TOLERANCE_MS).toBe(15_000);
    expect(isPast(NOW, new Date(NOW.getTime() + 15_000))).toBe(false);
    expect(isPast(NOW, new Date(NOW.getTime() + 15_001))).toBe(true);
  });

  it('renews once less than half of the lifetime is left', () => {
    const half = (MEMBER_SESSION_MAX_AGE_S * 1000) / 2;
    expect(needsRenewal(new Date(NOW.getTime() + half), NOW, applicant)).toBe(false);
    expect(needsRenewal(new Date(NOW.getTime() + half - 1), NOW, applicant)).toBe(true);
  });

  it('a fresh session never needs renewal and never exceeds the policy (property)', () => {
    const subjects = fc.constantFrom(applicant, recruiter, editor, { ...applicant, masqueraded: true });
    fc.assert(
      fc.property(subjects, fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (subject, now) => {
        const expiry = sessionExpiry(subject, now);
        return !needsRenewal(expiry, now, subject) && !exceedsPolicy(expiry, now, subject) && !isPast(expiry, now);
      }),
    );
  });

  it('a 30-day session exceeds the policy once its user is staff', () => {
    expect(exceedsPolicy(sessionExpiry(applicant, NOW), NOW, editor)).toBe(true);
  });
});
