import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../src/domain/identity/actor';
import { importerAccess, mayManageImportersOn } from '../../../../src/domain/job-import/importer-permissions';

const user = (userId: string, roles: Array<[string, string | null]>): Actor =>
  ({ kind: 'user', userId, roles: roles.map(([id, targetId]) => ({ id, targetId })) }) as Actor;

describe('who may manage importers', () => {
  const organization = { ownerId: '7' };

  it('staff who answer for the site manage; job editors and other sites’ admins do not', () => {
    expect(mayManageImportersOn(user('1', [['administrator', null]]), 'default')).toBe(true);
    expect(mayManageImportersOn(user('1', [['site_admin', 'default']]), 'default')).toBe(true);
    expect(mayManageImportersOn(user('1', [['site_admin', 'suedwest']]), 'default')).toBe(false);
    expect(mayManageImportersOn(user('1', [['job_editor', null]]), 'default')).toBe(false);
    expect(mayManageImportersOn({ kind: 'anonymous' } as Actor, 'default')).toBe(false);
  });

  it('the owner sees the organization’s importers, and manages them only where the site allows', () => {
    const owner = user('7', [['recruiter', null]]);
    expect(importerAccess(owner, 'default', organization, false)).toBe('view');
    expect(importerAccess(owner, 'default', organization, true)).toBe('manage');
    expect(importerAccess(user('8', [['recruiter', null]]), 'default', organization, true)).toBe('none');
    expect(importerAccess(user('8', [['recruiter', null]]), 'default', { ownerId: null }, true)).toBe('none');
    expect(importerAccess(user('9', [['site_admin', 'default']]), 'default', organization, false)).toBe('manage');
  });
});
