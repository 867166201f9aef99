import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { Role } from '../../../../src/domain/identity/roles';
import {
  mayActOnOrganization,
  mergeProblem,
  maySeeOrganization,
  nextFeaturedPosition,
  parentProblem,
} from '../../../../src/domain/staff/staff-organization-rules';

const user = (...roles: Array<[Role['id'], string | null]>): Actor => ({
  kind: 'user',
  userId: '7',
  roles: roles.map(([id, targetId]) => ({ id, targetId })),
});
const administrator = user(['administrator', null]);
const siteAdmin = user(['site_admin', 'default']);
const jobEditor = user(['job_editor', null]);

describe('organizations section: who sees and changes which organization', () => {
  it('an administrator sees and changes every organization, one on no site too', () => {
    expect(maySeeOrganization(administrator, [])).toBe(true);
    expect(mayActOnOrganization(administrator, ['karriere'])).toBe(true);
    expect(mayActOnOrganization(administrator, [])).toBe(true);
  });

  it('a site_admin sees an organization on one of its sites, changes it only holding all of them', () => {
    expect(maySeeOrganization(siteAdmin, ['default', 'karriere'])).toBe(true);
    expect(mayActOnOrganization(siteAdmin, ['default', 'karriere'])).toBe(false);
    expect(mayActOnOrganization(siteAdmin, ['default'])).toBe(true);
    expect(maySeeOrganization(siteAdmin, ['karriere'])).toBe(false);
    expect(maySeeOrganization(siteAdmin, [])).toBe(false);
    expect(mayActOnOrganization(siteAdmin, [])).toBe(false);
  });

  it('a job_editor and a masquerading administrator neither see nor change organizations', () => {
    expect(maySeeOrganization(jobEditor, ['default'])).toBe(false);
    expect(mayActOnOrganization(jobEditor, ['default'])).toBe(false);
    const masquerade: Actor = { kind: 'user', userId: '7', roles: [{ id: 'administrator', targetId: null }], masqueradedBy: '1' };
    expect(maySeeOrganization(masquerade, [])).toBe(false);
  });
});

describe('featured positions', () => {
  it('takes the first free place of 1–4, none once four are taken', () => {
    expect(nextFeaturedPosition([])).toBe(1);
    expect(nextFeaturedPosition([1, 3])).toBe(2);
    expect(nextFeaturedPosition([1, 2, 3])).toBe(4);
    expect(nextFeaturedPosition([4, 2, 1, 3])).toBeNull();
  });
});

describe('parent rules', () => {
  const links = new Map<string, string | null>([
    ['1', null],
    ['2', '1'],
    ['3', '2'],
    ['4', null],
  ]);
  it('refuses the organization itself and anything below it, accepts the rest', () => {
    expect(parentProblem('1', '1', links)).toBe('OWN_PARENT');
    expect(parentProblem('1', '3', links)).toBe('CYCLE');
    expect(parentProblem('2', '3', links)).toBe('CYCLE');
    expect(parentProblem('3', '4', links)).toBeNull();
    expect(parentProblem('4', '3', links)).toBeNull();
  });
});

describe('merge rules', () => {
  const links = new Map<string, string | null>([
    ['1', null],
    ['2', '1'],
    ['3', '2'],
    ['4', null],
  ]);
  it('refuses merging into itself and between an organization and one above or below it', () => {
    expect(mergeProblem('1', '1', links)).toBe('SAME_ORGANIZATION');
    expect(mergeProblem('1', '3', links)).toBe('RELATED');
    expect(mergeProblem('3', '1', links)).toBe('RELATED');
    expect(mergeProblem('2', '3', links)).toBe('RELATED');
    expect(mergeProblem('4', '3', links)).toBeNull();
    expect(mergeProblem('3', '4', links)).toBeNull();
  });
});
