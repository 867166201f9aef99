import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../src/domain/identity/actor';
import { ROLE_IDS, type Role } from '../../../../src/domain/identity/roles';
import { JOB_STATES } from '../../../../src/domain/job/job';
import { jobDeletionBlock, mayActOnJob } from '../../../../src/domain/staff/staff-job-rules';
import { mayManageSection } from '../../../../src/domain/staff/staff-scope';

const SITES = ['default', 'suedwest', 'karriere'] as const;
const role: fc.Arbitrary<Role> = fc.record({
  id: fc.constantFrom(...ROLE_IDS),
  targetId: fc.constantFrom<string | null>(...SITES, null),
});
const actor: fc.Arbitrary<Actor> = fc.oneof(
  fc.constant<Actor>({ kind: 'anonymous' }),
  fc.record({
    kind: fc.constant('user' as const),
    userId: fc.constant('1'),
    roles: fc.array(role, { maxLength: 4 }),
  }),
);
const jobSites = fc.uniqueArray(fc.constantFrom(...SITES), { maxLength: 3 });

describe('mayActOnJob', () => {
  it('holds exactly when the actor manages the jobs of every site the job is on (of no site: every site)', () => {
    fc.assert(
      fc.property(actor, jobSites, (a, sites) => {
        const expected = sites.length === 0 ? mayManageSection(a, 'jobs', null) : sites.every((s) => mayManageSection(a, 'jobs', s));
        expect(mayActOnJob(a, sites)).toBe(expected);
        // Acting on a job never needs less than acting on each of its sites alone.
        if (mayActOnJob(a, sites)) for (const s of sites) expect(mayActOnJob(a, [s])).toBe(true);
      }),
    );
  });

  it('a site_admin of one site acts on its jobs, not on a job shared with another site', () => {
    const siteAdmin: Actor = { kind: 'user', userId: '2', roles: [{ id: 'site_admin', targetId: 'default' }] };
    expect(mayActOnJob(siteAdmin, ['default'])).toBe(true);
    expect(mayActOnJob(siteAdmin, ['default', 'suedwest'])).toBe(false);
    expect(mayActOnJob(siteAdmin, [])).toBe(false);
  });
});

describe('jobDeletionBlock', () => {
  it('refuses what visitors see now and jobs with applications; allows the rest', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOB_STATES), fc.nat({ max: 50 }), (state, applications) => {
        const block = jobDeletionBlock({ state, applications });
        if (state === 'published') expect(block).toBe('PUBLISHED');
        else if (applications > 0) expect(block).toBe('HAS_APPLICATIONS');
        else expect(block).toBeNull();
      }),
    );
  });
});
