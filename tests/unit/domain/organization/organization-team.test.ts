import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { Role } from '../../../../src/domain/identity/roles';
import {
  applyTeamChange,
  judgeInvitationUse,
  judgeOwnershipOffer,
  judgeTeamChange,
  mayActForOrganization,
  normalizeInvitedEmail,
  ownerCount,
  type TeamAction,
  type TeamMember,
  type TeamRole,
  teamRoleMay,
} from '../../../../src/domain/organization/organization-team';
import { mayManageSectionOnAny } from '../../../../src/domain/staff/staff-scope';

const ACTIONS: readonly TeamAction[] = ['viewTeam', 'editProfile', 'postJobs', 'manageMembers', 'manageBilling'];
const user = (userId: string, roles: readonly Role[] = []): Actor => ({
  kind: 'user',
  userId,
  roles,
});

/** Teams of 1–6 distinct members with any roles. */
const team = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.constantFrom<TeamRole>('owner', 'editor').map((role): TeamMember => ({ userId: String(id), role })))),
  );

describe('what team roles may do', () => {
  const members: TeamMember[] = [
    { userId: '1', role: 'owner' },
    { userId: '2', role: 'editor' },
  ];

  it('lets owners do everything and editors edit the profile and post jobs, but not run the team or the billing', () => {
    for (const action of ACTIONS) expect(mayActForOrganization(user('1'), members, action, [])).toBe(true);
    expect(ACTIONS.filter((a) => mayActForOrganization(user('2'), members, a, []))).toEqual(['viewTeam', 'editProfile', 'postJobs']);
  });

  it('gives strangers and guests nothing, and the staff of its sites the profile and jobs only', () => {
    for (const action of ACTIONS) {
      expect(mayActForOrganization(user('3', [{ id: 'recruiter', targetId: null }]), members, action, ['default'])).toBe(false);
      expect(mayActForOrganization({ kind: 'anonymous' }, members, action, ['default'])).toBe(false);
    }
    const mayDo = (roles: readonly Role[], sites: readonly string[]) =>
      ACTIONS.filter((a) => mayActForOrganization(user('9', roles), members, a, sites));
    expect(mayDo([{ id: 'administrator', targetId: null }], ['default'])).toEqual(['editProfile', 'postJobs']);
    expect(mayDo([{ id: 'site_admin', targetId: 'default' }], ['default'])).toEqual(['editProfile', 'postJobs']);
    // Job editors edit jobs, not profiles; another site's admin nothing here.
    expect(mayDo([{ id: 'job_editor', targetId: null }], ['default'])).toEqual(['postJobs']);
    expect(mayDo([{ id: 'job_editor', targetId: 'suedwest' }], ['default'])).toEqual([]);
    expect(mayDo([{ id: 'site_admin', targetId: 'suedwest' }], ['default'])).toEqual([]);
  });

  it('judges staff by the sites the organization is on: one of them is enough, none of them is not', () => {
    const mayDo = (roles: readonly Role[], sites: readonly string[]) =>
      ACTIONS.filter((a) => mayActForOrganization(user('9', roles), members, a, sites));
    const siteAdminOfA: Role[] = [{ id: 'site_admin', targetId: 'a' }];
    const jobEditorOfA: Role[] = [{ id: 'job_editor', targetId: 'a' }];
    expect(mayDo(siteAdminOfA, ['a', 'b'])).toEqual(['editProfile', 'postJobs']);
    expect(mayDo(siteAdminOfA, ['b'])).toEqual([]);
    expect(mayDo(jobEditorOfA, ['a', 'b'])).toEqual(['postJobs']);
    expect(mayDo(jobEditorOfA, ['b'])).toEqual([]);
    // An organization on no site yet: administrators' (and its team's) only.
    expect(mayDo([{ id: 'administrator', targetId: null }], [])).toEqual(['editProfile', 'postJobs']);
    expect(mayDo(siteAdminOfA, [])).toEqual([]);
    expect(mayDo([{ id: 'job_editor', targetId: null }], [])).toEqual([]);
    // A masquerading administrator acts as the user it shows, never as staff.
    const masquerade: Actor = { kind: 'user', userId: '9', roles: [{ id: 'administrator', targetId: null }], masqueradedBy: '1' };
    for (const action of ACTIONS) expect(mayActForOrganization(masquerade, members, action, ['a'])).toBe(false);
  });

  it('lets staff outside the team act exactly when they manage the action’s section on one of the organization’s sites', () => {
    const site = fc.constantFrom('a', 'b', 'c');
    const role = fc.record({
      id: fc.constantFrom<Role['id']>('site_admin', 'job_editor', 'recruiter', 'applicant'),
      targetId: fc.option(site, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(role, { maxLength: 3 }),
        fc.uniqueArray(site, { maxLength: 3 }),
        fc.constantFrom(...ACTIONS),
        (roles, sites, action) => {
          const actor = user('9', roles);
          const section = action === 'editProfile' ? 'organizations' : action === 'postJobs' ? 'jobs' : null;
          const expected = section !== null && mayManageSectionOnAny(actor, section, sites);
          expect(mayActForOrganization(actor, members, action, sites)).toBe(expected);
        },
      ),
    );
  });

  it('lets a team member act by their role alone, whatever sites the organization is on', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }), fc.constantFrom(...ACTIONS), (sites, action) => {
        expect(mayActForOrganization(user('1'), members, action, sites)).toBe(true);
        expect(mayActForOrganization(user('2'), members, action, sites)).toBe(teamRoleMay('editor', action));
      }),
    );
  });
});

describe('team changes', () => {
  it('never leaves a team without an owner, whatever change is tried', () => {
    fc.assert(
      fc.property(team, fc.integer({ min: 0, max: 41 }), fc.constantFrom<TeamRole | null>('owner', 'editor', null), (members, pick, to) => {
        if (ownerCount(members) === 0) return;
        const userId = String(pick);
        const verdict = judgeTeamChange(members, userId, to);
        if (verdict.ok) expect(ownerCount(applyTeamChange(members, userId, to))).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('refuses the last owner leaving or stepping down, and lets one of two owners go', () => {
    const alone: TeamMember[] = [
      { userId: '1', role: 'owner' },
      { userId: '2', role: 'editor' },
    ];
    expect(judgeTeamChange(alone, '1', null)).toEqual({ ok: false, code: 'LAST_OWNER' });
    expect(judgeTeamChange(alone, '1', 'editor')).toEqual({ ok: false, code: 'LAST_OWNER' });
    expect(judgeTeamChange(alone, '2', null)).toEqual({ ok: true });
    expect(judgeTeamChange([...alone, { userId: '3', role: 'owner' }], '1', null)).toEqual({ ok: true });
  });

  it('makes nobody an owner without an accepted offer, and changes nobody outside the team', () => {
    fc.assert(
      fc.property(team, fc.integer({ min: 1, max: 40 }), (members, id) => {
        const userId = String(id);
        const role = members.find((m) => m.userId === userId)?.role;
        const verdict = judgeTeamChange(members, userId, 'owner');
        if (role === undefined) expect(verdict).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
        else if (role === 'editor') expect(verdict).toEqual({ ok: false, code: 'OWNERSHIP_NEEDS_CONSENT' });
        else expect(verdict.ok).toBe(true);
      }),
    );
  });

  it('offers ownership to editors only', () => {
    const members: TeamMember[] = [
      { userId: '1', role: 'owner' },
      { userId: '2', role: 'editor' },
    ];
    expect(judgeOwnershipOffer(members, '2')).toEqual({ ok: true });
    expect(judgeOwnershipOffer(members, '1')).toEqual({ ok: false, code: 'ALREADY_OWNER' });
    expect(judgeOwnershipOffer(members, '7')).toEqual({ ok: false, code: 'NOT_A_MEMBER' });
  });
});

describe('invitations', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const open = { email: 'neu@example.test', expiresAt: new Date('2026-03-08T10:00:00Z'), acceptedAt: null };

  it('is taken up once, before it expires, by the invited address only', () => {
    expect(judgeInvitationUse(open, null, now)).toEqual({ ok: true });
    expect(judgeInvitationUse(open, ' NEU@example.test', now)).toEqual({ ok: true });
    expect(judgeInvitationUse(open, 'andere@example.test', now)).toEqual({ ok: false, code: 'INVITATION_FOR_ANOTHER_ACCOUNT' });
    expect(judgeInvitationUse({ ...open, acceptedAt: now }, 'neu@example.test', now)).toEqual({ ok: false, code: 'INVITATION_USED' });
    expect(judgeInvitationUse(open, null, open.expiresAt)).toEqual({ ok: false, code: 'INVITATION_EXPIRED' });
  });

  it('accepts no address but the invited one, in any spelling of case', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (invited, other) => {
        const verdict = judgeInvitationUse({ ...open, email: invited }, other, now);
        expect(verdict.ok).toBe(invited.toLowerCase() === other.toLowerCase());
        expect(judgeInvitationUse({ ...open, email: invited }, invited.toUpperCase(), now).ok).toBe(true);
      }),
    );
  });

  it('normalizes invited addresses and refuses what is not one', () => {
    expect(normalizeInvitedEmail('  Neu@Example.TEST ')).toBe('neu@example.test');
    for (const bad of ['', 'neu', 'neu@', '@example.test', 'a b@example.test', `${'a'.repeat(250)}@e.de`]) {
      expect(normalizeInvitedEmail(bad)).toBeNull();
    }
  });
});
