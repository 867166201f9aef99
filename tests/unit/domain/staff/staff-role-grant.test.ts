import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../../src/domain/identity/roles';
import { staffRoleOf } from '../../../../src/domain/staff/staff-role-grant';

const SITES = ['default', 'suedwest', 'karriere'];
const roleIds = fc.oneof(
  fc.constantFrom('administrator', 'site_admin', 'job_editor', 'applicant', 'recruiter'),
  fc.string({ maxLength: 12 }),
);
const siteKeys = fc.option(fc.oneof(fc.constantFrom(...SITES), fc.string({ maxLength: 10 })), { nil: null });

describe('staffRoleOf', () => {
  it('grants only staff roles, each with the site it may have: administrator none, site_admin one known site, job_editor one known site or all', () => {
    fc.assert(
      fc.property(roleIds, siteKeys, (roleId, siteKey) => {
        const result = staffRoleOf(roleId, siteKey, SITES);
        if (!result.ok) return;
        expect(STAFF_ROLES).toContain(result.value.id);
        expect(result.value.id).toBe(roleId);
        expect(result.value.targetId).toBe(siteKey);
        if (result.value.id === 'administrator') expect(result.value.targetId).toBeNull();
        if (result.value.id === 'site_admin') expect(SITES).toContain(result.value.targetId);
        if (result.value.targetId !== null) expect(SITES).toContain(result.value.targetId);
      }),
    );
  });

  it('names what is wrong', () => {
    expect(staffRoleOf('recruiter', null, SITES)).toMatchObject({ code: 'INVALID_ROLE' });
    expect(staffRoleOf('administrator', 'default', SITES)).toMatchObject({ code: 'INVALID_ROLE' });
    expect(staffRoleOf('site_admin', null, SITES)).toMatchObject({ code: 'SITE_REQUIRED' });
    expect(staffRoleOf('site_admin', 'elsewhere', SITES)).toMatchObject({ code: 'UNKNOWN_SITE' });
    expect(staffRoleOf('job_editor', 'elsewhere', SITES)).toMatchObject({ code: 'UNKNOWN_SITE' });
    expect(staffRoleOf('job_editor', null, SITES)).toEqual({ ok: true, value: { id: 'job_editor', targetId: null } });
    expect(staffRoleOf('site_admin', 'suedwest', SITES)).toEqual({ ok: true, value: { id: 'site_admin', targetId: 'suedwest' } });
  });
});
