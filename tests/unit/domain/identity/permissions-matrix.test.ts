import { describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '../../../../src/domain/identity/actor';
import {
  ADMIN_TOOLBAR,
  BASIC_TOOLBAR,
  editorRoleOf,
  editorToolbarFor,
  mayEditOwnedBy,
  mayLoadOrganizationProfile,
  mayMasqueradeAs,
  mayUseVerifiedFeatures,
  ownsOrganization,
  roleIdOf,
} from '../../../../src/domain/identity/permissions';
import type { RoleId } from '../../../../src/domain/identity/roles';

/*
 * Spec §6 as one table: every kind of actor × every action. A row per actor says what it may do; the
 * test walks the whole matrix, so a rule change shows up as a changed cell.
 */
const SELF = '7';
const OTHER = '8';
const user = (...roles: RoleId[]): Actor => ({
  kind: 'user',
  userId: SELF,
  roles: roles.map((id) => ({ id, targetId: id === 'recruiter' ? '42' : null })),
});

const ACTORS = {
  anonymous: ANONYMOUS,
  applicant: user('applicant'),
  recruiter: user('recruiter'),
  administrator: user('administrator'),
  site_admin: user('site_admin'),
  job_editor: user('job_editor'),
  masquerading_admin_as_applicant: {
    kind: 'user',
    userId: SELF,
    roles: [{ id: 'applicant', targetId: null }],
    masqueradedBy: '1',
  } as Actor,
} as const;
type ActorName = keyof typeof ACTORS;

const ACTIONS = {
  roleId: (a: Actor) => roleIdOf(a),
  editorRole: (a: Actor) => editorRoleOf(a),
  toolbarHasTable: (a: Actor) => editorToolbarFor(editorRoleOf(a)).includes('insertTable'),
  editOwn: (a: Actor) => mayEditOwnedBy(a, SELF),
  editOthers: (a: Actor) => mayEditOwnedBy(a, OTHER),
  editUnowned: (a: Actor) => mayEditOwnedBy(a, null),
  ownsOwnOrganization: (a: Actor) => ownsOrganization(a, { ownerId: SELF }),
  loadOrganizationProfile: (a: Actor) => mayLoadOrganizationProfile(a),
  masqueradeAsApplicant: (a: Actor) => mayMasqueradeAs(a, { id: OTHER, roles: [{ id: 'applicant', targetId: null }] }),
  masqueradeAsStaff: (a: Actor) => mayMasqueradeAs(a, { id: OTHER, roles: [{ id: 'job_editor', targetId: null }] }),
  masqueradeAsSelf: (a: Actor) => mayMasqueradeAs(a, { id: SELF, roles: [] }),
} as const;
type ActionName = keyof typeof ACTIONS;

const MATRIX: Record<ActorName, Record<ActionName, unknown>> = {
  anonymous: {
    roleId: 'anonymous',
    editorRole: 'ANON',
    toolbarHasTable: false,
    editOwn: false,
    editOthers: false,
    editUnowned: false,
    ownsOwnOrganization: false,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  applicant: {
    roleId: 'applicant',
    editorRole: 'APPLICANT',
    toolbarHasTable: false,
    editOwn: true,
    editOthers: false,
    editUnowned: false,
    ownsOwnOrganization: true,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  recruiter: {
    roleId: 'recruiter',
    editorRole: 'RECRUITER',
    toolbarHasTable: false,
    editOwn: true,
    editOthers: false,
    editUnowned: false,
    ownsOwnOrganization: true,
    loadOrganizationProfile: true,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  administrator: {
    roleId: 'applicant',
    editorRole: 'ADMIN',
    toolbarHasTable: true,
    editOwn: true,
    editOthers: true,
    editUnowned: true,
    ownsOwnOrganization: true,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: true,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  site_admin: {
    roleId: 'applicant',
    editorRole: 'ADMIN',
    toolbarHasTable: true,
    editOwn: true,
    editOthers: true,
    editUnowned: true,
    ownsOwnOrganization: true,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  job_editor: {
    roleId: 'applicant',
    editorRole: 'ADMIN',
    toolbarHasTable: true,
    editOwn: true,
    editOthers: true,
    editUnowned: true,
    ownsOwnOrganization: true,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
  masquerading_admin_as_applicant: {
    roleId: 'applicant',
    editorRole: 'APPLICANT',
    toolbarHasTable: false,
    editOwn: true,
    editOthers: false,
    editUnowned: false,
    ownsOwnOrganization: true,
    loadOrganizationProfile: false,
    masqueradeAsApplicant: false,
    masqueradeAsStaff: false,
    masqueradeAsSelf: false,
  },
};

describe('roles and permissions (spec §6): the whole matrix', () => {
  for (const actorName of Object.keys(ACTORS) as ActorName[]) {
    for (const actionName of Object.keys(ACTIONS) as ActionName[]) {
      it(`${actorName} × ${actionName} → ${String(MATRIX[actorName][actionName])}`, () => {
        expect(ACTIONS[actionName](ACTORS[actorName])).toBe(MATRIX[actorName][actionName]);
      });
    }
  }

  it('the matrix covers every actor and action', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(ACTORS).sort());
    for (const row of Object.values(MATRIX)) expect(Object.keys(row).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it('toolbars: ANON, APPLICANT, RECRUITER share the basic one; ADMIN adds indent, outdent, table, media', () => {
    expect(editorToolbarFor('ANON')).toEqual(BASIC_TOOLBAR);
    expect(editorToolbarFor('APPLICANT')).toEqual(BASIC_TOOLBAR);
    expect(editorToolbarFor('RECRUITER')).toEqual(BASIC_TOOLBAR);
    expect(editorToolbarFor('ADMIN')).toEqual(ADMIN_TOOLBAR);
    expect(ADMIN_TOOLBAR.filter((i) => !BASIC_TOOLBAR.includes(i))).toEqual(['indent', 'outdent', 'insertTable', 'mediaEmbed']);
  });

  it('an organization without owner is owned by nobody', () => {
    expect(ownsOrganization(ACTORS.recruiter, { ownerId: null })).toBe(false);
  });

  it('verified features need an approved and verified user', () => {
    expect(mayUseVerifiedFeatures(null)).toBe(false);
    expect(mayUseVerifiedFeatures({ isUserApprovedAndVerified: false })).toBe(false);
    expect(mayUseVerifiedFeatures({ isUserApprovedAndVerified: true })).toBe(true);
  });
});
