import { describe, expect, it } from 'vitest';
import { isStaff, mayEdit, userKindOf, type Role } from '../../../src/domain/identity/roles';

const r = (id: Role['id']): Role => ({ id, targetId: null });

describe('roles (spec §6)', () => {
  it('treats administrator, site_admin and job_editor as staff', () => {
    expect(isStaff([r('administrator')])).toBe(true);
    expect(isStaff([r('site_admin')])).toBe(true);
    expect(isStaff([r('job_editor')])).toBe(true);
    expect(isStaff([r('recruiter'), r('applicant')])).toBe(false);
  });

  it('lets owners and staff edit, nobody else', () => {
    expect(mayEdit({ id: '7', roles: [r('recruiter')] }, '7')).toBe(true);
    expect(mayEdit({ id: '7', roles: [r('recruiter')] }, '8')).toBe(false);
    expect(mayEdit({ id: '7', roles: [r('recruiter')] }, null)).toBe(false);
    expect(mayEdit({ id: '7', roles: [r('job_editor')] }, '8')).toBe(true);
  });

  it('tells guests, recruiters and applicants apart', () => {
    expect(userKindOf(null)).toBe('guest');
    expect(userKindOf([r('recruiter')])).toBe('recruiter');
    expect(userKindOf([r('applicant')])).toBe('applicant');
  });
});
