import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import { ROLE_IDS, type Role } from '../../../../src/domain/identity/roles';
import {
  STAFF_SECTIONS,
  leavesNoAdministrator,
  mayActOnAccount,
  mayGrantStaffRole,
  mayManageSection,
  mayOpenSection,
  openSections,
  visibleSites,
} from '../../../../src/domain/staff/staff-scope';

const SITES = ['jobboard-de', 'jobboard-fr', 'other'] as const;
const site = fc.constantFrom<string | null>(...SITES, null);
const section = fc.constantFrom(...STAFF_SECTIONS);
const role: fc.Arbitrary<Role> = fc.record({
  id: fc.constantFrom(...ROLE_IDS),
  targetId: fc.constantFrom<string | null>(...SITES, null, '42'),
});
const actor: fc.Arbitrary<Actor> = fc.oneof(
  fc.constant(ANONYMOUS),
  fc.record({
    kind: fc.constant('user' as const),
    userId: fc.constantFrom('1', '2', '3'),
    roles: fc.array(role, { maxLength: 4 }),
    masqueradedBy: fc.option(fc.constant('9'), { nil: undefined }),
  }),
);
const user = (...roles: Role[]): Actor => ({ kind: 'user', userId: '1', roles });

describe('staff scope', () => {
  it('an administrator manages every section of every site', () => {
    fc.assert(fc.property(section, site, (s, k) => mayManageSection(user({ id: 'administrator', targetId: null }), s, k) === true));
  });

  it('nobody without a staff role, and no masquerade session, manages anything', () => {
    fc.assert(
      fc.property(actor, section, site, (a, s, k) => {
        const staff = a.kind === 'user' && a.roles.some((r) => ['administrator', 'site_admin', 'job_editor'].includes(r.id));
        if (!staff || (a.kind === 'user' && a.masqueradedBy)) {
          expect(mayManageSection(a, s, k)).toBe(false);
          expect(mayOpenSection(a, s)).toBe(false);
          expect(mayGrantStaffRole(a)).toBe(false);
        }
      }),
    );
  });

  it('a site_admin manages only the sites it holds the role for, and never accounts', () => {
    fc.assert(
      fc.property(section, site, fc.constantFrom(...SITES), (s, k, own) => {
        const a = user({ id: 'site_admin', targetId: own });
        expect(mayManageSection(a, s, k)).toBe(s !== 'users' && k === own);
      }),
    );
  });

  it('a job_editor manages jobs only, on its site or on every site when its role names none', () => {
    fc.assert(
      fc.property(section, site, fc.constantFrom<string | null>(...SITES, null), (s, k, target) => {
        const a = user({ id: 'job_editor', targetId: target });
        expect(mayManageSection(a, s, k)).toBe(s === 'jobs' && (target === null || k === target));
        expect(mayOpenSection(a, s)).toBe(s === 'jobs');
      }),
    );
  });

  it('what a list shows never goes beyond what the actor may manage', () => {
    fc.assert(
      fc.property(actor, section, fc.constantFrom(...SITES), (a, s, k) => {
        const sites = visibleSites(a, s);
        const shown = sites === 'all' || sites.includes(k);
        expect(shown).toBe(mayManageSection(a, s, k));
      }),
    );
  });

  it('the navigation lists exactly the sections the actor may open', () => {
    fc.assert(
      fc.property(actor, section, site, (a, s, k) => {
        // A section the actor manages anywhere is in its navigation.
        if (mayManageSection(a, s, k)) expect(openSections(a)).toContain(s);
      }),
    );
    expect(openSections(user({ id: 'job_editor', targetId: null }))).toEqual(['jobs']);
    expect(openSections(user({ id: 'site_admin', targetId: 'jobboard-de' }))).not.toContain('users');
  });

  it('only an administrator with its own session grants staff roles or acts on other accounts', () => {
    fc.assert(
      fc.property(actor, fc.constantFrom('1', '2', '5'), (a, target) => {
        const admin = a.kind === 'user' && !a.masqueradedBy && a.roles.some((r) => r.id === 'administrator');
        expect(mayGrantStaffRole(a)).toBe(admin);
        expect(mayActOnAccount(a, { id: target })).toBe(admin && a.kind === 'user' && a.userId !== target);
      }),
    );
  });

  it('the last administrator can be neither removed nor blocked; others can', () => {
    fc.assert(
      fc.property(fc.array(role, { maxLength: 4 }), fc.nat({ max: 5 }), (roles, count) => {
        const isAdmin = roles.some((r) => r.id === 'administrator');
        expect(leavesNoAdministrator({ roles }, count)).toBe(isAdmin && count <= 1);
      }),
    );
  });
});
