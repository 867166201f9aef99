import { expect, it } from 'vitest';
import type { OrganizationProfileChanges } from '../../../../src/domain/organization/organization-profile-changes';
import { ORGANIZATIONS, VISIBLE_JOBS } from '../support/platform-seed';
import { ANNA_SIGNED_IN, GUEST, OWNER_SIGNED_IN, type GatewayContract } from './board-gateways';

const changesOf = (name: string): OrganizationProfileChanges => {
  const p = ORGANIZATIONS[0]!;
  return {
    name,
    alternativeName: p.alternativeName,
    location: p.location,
    website: p.website,
    socialProfiles: p.socialProfiles,
    presentationHtml: p.presentationHtml,
    industryId: p.industry?.id ?? null,
    size: p.size,
    benefits: p.benefits,
  };
};

/** Organization profiles (read) and the profile editor. */
export const organizationsContract: GatewayContract = (gateways) => {
  it('profile: the domain profile with parent and children; null when unknown', async () => {
    const { organizations } = gateways();
    await expect(organizations.profile('11', GUEST)).resolves.toEqual(ORGANIZATIONS[1]);
    await expect(organizations.profile('404', GUEST)).resolves.toBeNull();
  });

  it('jobs of an organization: visible jobs page by page', async () => {
    const page = await gateways().organizations.jobs({ organizationId: '10', page: 1, pageSize: 5 }, GUEST);
    expect(page.total).toBe(VISIBLE_JOBS.length);
    expect(page.items).toHaveLength(5);
    for (const job of page.items) expect(job).toEqual(VISIBLE_JOBS.find((j) => j.id === job.id));
  });

  it('edit access: the owner may edit, others see the profile without the right; unknown profiles are null', async () => {
    const { organizationEdit } = gateways();
    await expect(organizationEdit.access({ slug: 'muster-gmbh' }, OWNER_SIGNED_IN)).resolves.toMatchObject({
      mayEdit: true,
      profile: { id: '10' },
    });
    await expect(organizationEdit.access({ id: '10' }, ANNA_SIGNED_IN)).resolves.toMatchObject({ mayEdit: false });
    await expect(organizationEdit.access({ id: '404' }, GUEST)).resolves.toBeNull();
  });

  it('updatable profiles and form options: the owner’s profiles, none for others; choices with every translation', async () => {
    const { organizationEdit } = gateways();
    await expect(organizationEdit.updatable(OWNER_SIGNED_IN)).resolves.toEqual([
      { id: '10', name: expect.any(String), slug: 'muster-gmbh', logoUrl: null },
    ]);
    await expect(organizationEdit.updatable(ANNA_SIGNED_IN)).resolves.toEqual([]);
    const options = await organizationEdit.options({ ...GUEST, locale: 'en-GB' });
    expect(options.industries.map((i) => i.id)).toEqual(['301', '302']);
    expect(options.sizes).toEqual(['1-9', '10-49', '50-249', '250-999', '1000+']);
    for (const benefit of options.benefits) expect(benefit.de).toEqual(expect.any(String));
  });

  it('save: the owner’s changes come back as the profile; others are refused as values, field errors in the form’s names', async () => {
    const { organizationEdit } = gateways();
    const saved = await organizationEdit.save({ organizationId: '10', changes: changesOf('Muster GmbH') }, OWNER_SIGNED_IN);
    expect(saved).toMatchObject({ ok: true, profile: { id: '10', name: 'Muster GmbH' } });
    await expect(organizationEdit.save({ organizationId: '10', changes: changesOf('Gekapert') }, ANNA_SIGNED_IN)).resolves.toEqual({
      ok: false,
      errors: [{ field: null, code: 'FORBIDDEN' }],
    });
    const badZip = { ...changesOf('Muster GmbH'), location: { ...changesOf('x').location, zip: '!!' } };
    await expect(organizationEdit.save({ organizationId: '10', changes: badZip }, OWNER_SIGNED_IN)).resolves.toEqual({
      ok: false,
      errors: [{ field: 'location.zip', code: 'INVALID_ZIP' }],
    });
  });
};
