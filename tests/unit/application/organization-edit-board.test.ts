import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { CheckOrganizationEditRight } from '../../../src/application/board/organizations/check-organization-edit-right.use-case';
import type { OrganizationEditGateway } from '../../../src/application/board/organizations/organization-edit-gateway.port';
import { OpenOrganizationEditor } from '../../../src/application/board/organizations/open-organization-editor.use-case';
import { SaveOrganizationProfile } from '../../../src/application/board/organizations/save-organization-profile.use-case';
import { ShowUpdatableOrganizations } from '../../../src/application/board/organizations/show-updatable-organizations.use-case';
import { anOrganization } from '../../support/in-memory-organizations';

/** A gateway that records its calls; the owner (token "owner") may edit organization 10 only. */
function gateway() {
  const calls: string[] = [];
  const profile = anOrganization({ id: '10', slug: 'muster-gmbh' });
  const g: OrganizationEditGateway = {
    async access(ref, ctx) {
      calls.push('access');
      const found = ('id' in ref && ref.id === '10') || ('slug' in ref && ref.slug === 'muster-gmbh');
      return found ? { profile, mayEdit: ctx.token === 'owner' } : null;
    },
    async options() {
      calls.push('options');
      return { industries: [], sizes: ['1-9'], benefits: [], occupations: [], fieldsOfStudy: [] };
    },
    async save() {
      calls.push('save');
      return { ok: true, profile };
    },
    async updatable() {
      calls.push('updatable');
      return [{ id: '10', name: 'Muster GmbH', slug: 'muster-gmbh', logoUrl: null }];
    },
  };
  return { g, calls };
}

const guest: BoardContext = { site: 'default', locale: 'de' };
const owner: BoardContext = { ...guest, token: 'owner' };
const other: BoardContext = { ...guest, token: 'other' };

describe('board use cases of organization editing', () => {
  it('the editor: sign-in for guests (no platform call), not-found, forbidden with the name, the editor for the owner', async () => {
    const { g, calls } = gateway();
    const open = new OpenOrganizationEditor(g);
    expect(await open.execute({ slug: 'muster-gmbh' }, guest)).toEqual({ kind: 'sign-in' });
    expect(calls).toEqual([]);
    expect(await open.execute({ slug: 'Muster GmbH' }, owner)).toEqual({ kind: 'not-found' });
    expect(await open.execute({ slug: 'gibt-es-nicht' }, owner)).toEqual({ kind: 'not-found' });
    expect(await open.execute({ slug: 'muster-gmbh' }, other)).toEqual({ kind: 'forbidden', name: 'Muster GmbH' });
    expect(await open.execute({ slug: 'muster-gmbh' }, owner)).toMatchObject({
      kind: 'editor',
      profile: { id: '10' },
      options: { sizes: ['1-9'] },
    });
  });

  it('spec §7: updatable profiles are only asked for organization users', async () => {
    const { g, calls } = gateway();
    const show = new ShowUpdatableOrganizations(g);
    expect(await show.execute({ userKind: 'applicant' }, owner)).toEqual([]);
    expect(await show.execute({ userKind: 'recruiter' }, guest)).toEqual([]);
    expect(calls).toEqual([]);
    expect(await show.execute({ userKind: 'recruiter' }, owner)).toHaveLength(1);
  });

  it('saving needs a session; the edit link is shown to whom the platform allows it', async () => {
    const { g, calls } = gateway();
    const changes = {
      name: 'X GmbH',
      alternativeName: null,
      location: { countryCode: 'DE', addressLine1: null, addressLine2: null, administrativeArea: null, locality: null, zip: null },
      website: null,
      socialProfiles: {},
      presentationHtml: '',
      industryId: null,
      size: null,
      benefits: [],
    };
    expect(await new SaveOrganizationProfile(g).execute({ organizationId: '10', changes }, guest)).toEqual({
      ok: false,
      errors: [{ field: null, code: 'SIGN_IN_REQUIRED' }],
    });
    expect(calls).toEqual([]);
    const right = new CheckOrganizationEditRight(g);
    expect(await right.execute({ organizationId: '10' }, owner)).toBe(true);
    expect(await right.execute({ organizationId: '10' }, other)).toBe(false);
    expect(await right.execute({ organizationId: '10' }, guest)).toBe(false);
    expect(await right.execute({ organizationId: 'x' }, owner)).toBe(false);
  });
});
