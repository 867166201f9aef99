import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../src/domain/identity/actor';
import { importerAccess, mayManageImportersOn } from '../../../../src/domain/job-import/importer-permissions';

const user = (userId: string, roles: Array<[string, string | null]>): Actor =>
  ({ kind: 'user', userId, roles: roles.map(([id, targetId]) => ({ id, targetId })) }) as Actor;

describe('who may manage importers', () => {
  const team = [
    { userId: '7', role: 'owner' },
    { userId: '6', role: 'editor' },
  ] as const;

  it('staff who answer for the site manage; job editors and other sites’ admins do not', () => {
    expect(mayManageImportersOn(user('1', [['administrator', null]]), 'default')).toBe(true);
    expect(mayManageImportersOn(user('1', [['site_admin', 'default']]), 'default')).toBe(true);
    expect(mayManageImportersOn(user('1', [['site_admin', 'suedwest']]), 'default')).toBe(false);
    expect(mayManageImportersOn(user('1', [['job_editor', null]]), 'default')).toBe(false);
    expect(mayManageImportersOn({ kind: 'anonymous' } as Actor, 'default')).toBe(false);
  });

  it('owners see the organization’s importers and manage them only where the site allows; editors see them', () => {
    const owner = user('7', [['recruiter', null]]);
    const editor = user('6', [['recruiter', null]]);
    expect(importerAccess(owner, 'default', team, false)).toBe('view');
    expect(importerAccess(owner, 'default', team, true)).toBe('manage');
    expect(importerAccess(editor, 'default', team, false)).toBe('view');
    expect(importerAccess(editor, 'default', team, true)).toBe('view');
    expect(importerAccess(user('8', [['recruiter', null]]), 'default', team, true)).toBe('none');
    expect(importerAccess(user('8', [['recruiter', null]]), 'default', [], true)).toBe('none');
    expect(importerAccess(user('9', [['site_admin', 'default']]), 'default', team, false)).toBe('manage');
  });
});
