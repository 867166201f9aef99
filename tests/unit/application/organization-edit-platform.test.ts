import { describe, expect, it } from 'vitest';
import { GetOrganizationEditAccess } from '../../../src/application/platform/organizations/get-organization-edit-access.use-case';
import { GetOrganizationImage } from '../../../src/application/platform/files/get-organization-image.use-case';
import { GetOrganizationProfile } from '../../../src/application/platform/organizations/get-organization-profile.use-case';
import { GetOrganizationProfileOptions } from '../../../src/application/platform/organizations/get-organization-profile-options.use-case';
import { ListUpdatableOrganizationProfiles } from '../../../src/application/platform/organizations/list-updatable-organization-profiles.use-case';
import { UpdateOrganizationProfile } from '../../../src/application/platform/organizations/update-organization-profile.use-case';
import type { OrganizationProfileChanges } from '../../../src/domain/organization/organization-profile-changes';
import { fixedClock } from '../../support/fixed-clock';
import {
  FakeImageProcessor,
  FakeSanitizer,
  InMemoryFileStore,
  InMemoryOrganizationProfiles,
  InMemoryProfileOptions,
  pngBytes,
  uploadOf,
} from '../../support/in-memory-organization-edit';
import { anOrganization } from '../../support/in-memory-organizations';
import { ctx, siteAdminActor, userActor } from '../../support/request-context';

const NOW = '2026-11-22T12:00:00.000Z';
const OLD_LOGO = 'organizations/10/logo-0badcafe-abc.webp';
const OLD_COVER = 'organizations/10/cover-0badcafe-abc.webp';

const owner = ctx({ actor: userActor('8', 'recruiter') });
const otherRecruiter = ctx({ actor: userActor('9', 'recruiter') });
const staff = ctx({ actor: siteAdminActor('1') });
const otherSiteAdmin = ctx({ actor: siteAdminActor('2', 'suedwest') });
const jobEditor = ctx({ actor: userActor('3', 'job_editor') });
const applicant = ctx({ actor: userActor('7', 'applicant') });

function setup() {
  const profiles = new InMemoryOrganizationProfiles([
    {
      profile: anOrganization({
        id: '10',
        logoUrl: '/organization-image/10/logo-0badcafe-abc.webp',
        coverUrl: '/organization-image/10/cover-0badcafe-abc.webp',
      }),
      ownerId: '8',
      sites: ['default'],
      logoKey: OLD_LOGO,
      coverKey: OLD_COVER,
    },
    { profile: anOrganization({ id: '11', name: 'Fremd GmbH', slug: 'fremd-gmbh' }), ownerId: '9', sites: ['default'] },
    {
      profile: anOrganization({ id: '12', name: 'Ohne Inhaber GmbH', slug: 'ohne-inhaber-gmbh' }),
      ownerId: null,
      sites: ['default', 'suedwest'],
    },
    // Only on another site: the default site's staff have no say over it, whichever host they ask.
    { profile: anOrganization({ id: '13', name: 'Nur Südwest GmbH', slug: 'nur-suedwest-gmbh' }), ownerId: null, sites: ['suedwest'] },
  ]);
  const store = new InMemoryFileStore();
  store.files.set(OLD_LOGO, new Uint8Array([1]));
  store.files.set(OLD_COVER, new Uint8Array([2]));
  const images = new FakeImageProcessor();
  const sanitizer = new FakeSanitizer();
  const update = new UpdateOrganizationProfile(profiles, profiles, sanitizer, images, store, fixedClock(NOW));
  return { profiles, store, images, sanitizer, update };
}

const changes = (overrides: Partial<OrganizationProfileChanges> = {}): OrganizationProfileChanges => ({
  name: 'Muster GmbH & Co. KG',
  alternativeName: null,
  location: {
    countryCode: 'DE',
    addressLine1: 'Königstraße 1',
    addressLine2: null,
    administrativeArea: null,
    locality: 'Stuttgart',
    zip: '70173',
  },
  website: 'https://www.muster.example',
  socialProfiles: { xing: 'https://www.xing.com/pages/muster' },
  presentationHtml: '<p>Hallo</p>',
  industryId: '302',
  size: '10-49',
  benefits: [{ de: 'Homeoffice' }],
  ...overrides,
});

describe('UpdateOrganizationProfile: the directory’s facets and listing', () => {
  it('stores occupational fields, fields of study and the listing; absent lists keep what is stored', async () => {
    const { update, profiles } = setup();
    const saved = await update.execute(
      { organizationId: '10', changes: changes({ occupationIds: ['401', '402'], fieldOfStudyIds: ['501'], published: false }) },
      owner,
    );
    expect(saved.ok).toBe(true);
    expect(profiles.row('10')!.profile).toMatchObject({
      occupations: [{ id: '401' }, { id: '402' }],
      fieldsOfStudy: [{ id: '501' }],
      published: false,
    });
    await update.execute({ organizationId: '10', changes: changes() }, owner);
    expect(profiles.row('10')!.profile).toMatchObject({ occupations: [{ id: '401' }, { id: '402' }], published: false });
  });

  it('refuses a term of another vocabulary, an unknown one, too many and duplicates, and writes nothing', async () => {
    const { update, profiles } = setup();
    const cases: Array<[Partial<OrganizationProfileChanges>, string, string]> = [
      [{ occupationIds: ['501'] }, 'occupationIds', 'UNKNOWN_TERM'],
      [{ fieldOfStudyIds: ['999'] }, 'fieldOfStudyIds', 'UNKNOWN_TERM'],
      [{ occupationIds: ['401', '401'] }, 'occupationIds', 'DUPLICATE'],
      [{ occupationIds: Array.from({ length: 11 }, (_, i) => String(401 + i)) }, 'occupationIds', 'TOO_MANY'],
      [{ occupationIds: ['abc'] }, 'occupationIds', 'UNKNOWN_TERM'],
    ];
    for (const [over, field, problem] of cases) {
      const result = await update.execute({ organizationId: '10', changes: changes(over) }, owner);
      expect(result, JSON.stringify(over)).toEqual({ ok: false, code: 'INVALID', errors: [{ field, problem }] });
    }
    expect(profiles.updates).toEqual([]);
  });
});

describe('UpdateOrganizationProfile', () => {
  it('the owner updates every field; the presentation is sanitized (filtered format); the slug stays', async () => {
    const { update, sanitizer, profiles } = setup();
    const result = await update.execute(
      { organizationId: '10', changes: changes({ presentationHtml: '<p onclick="x()">Hallo</p><script>alert(1)</script>' }) },
      owner,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        id: '10',
        slug: 'muster-gmbh',
        name: 'Muster GmbH & Co. KG',
        presentationHtml: '<p>Hallo</p>',
        size: '10-49',
        industry: { id: '302' },
        benefits: [{ de: 'Homeoffice' }],
        updatedAt: NOW,
      },
    });
    expect(sanitizer.calls).toEqual(['filtered']);
    expect(profiles.row('10')!.logoKey).toBe(OLD_LOGO); // images not sent: kept
  });

  it('the staff of a site the organization is on may edit it, also one without an owner', async () => {
    const { update } = setup();
    expect((await update.execute({ organizationId: '11', changes: changes() }, staff)).ok).toBe(true);
    expect((await update.execute({ organizationId: '12', changes: changes() }, staff)).ok).toBe(true);
    // 12 is on both sites: the other site's admin edits it too, through the default site's host.
    expect((await update.execute({ organizationId: '12', changes: changes() }, otherSiteAdmin)).ok).toBe(true);
  });

  it('another site’s admins and job editors (who edit jobs only) may not', async () => {
    const { update } = setup();
    expect(await update.execute({ organizationId: '11', changes: changes() }, otherSiteAdmin)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await update.execute({ organizationId: '11', changes: changes() }, jobEditor)).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('judges staff by the organization’s sites, not by the site the request came in on', async () => {
    const { update, profiles } = setup();
    // 13 is only on suedwest: the default site's admin is refused although it asks through the default host.
    expect(await update.execute({ organizationId: '13', changes: changes() }, staff)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(profiles.updates).toEqual([]);
    expect((await update.execute({ organizationId: '13', changes: changes() }, otherSiteAdmin)).ok).toBe(true);
    const administrator = ctx({ actor: userActor('4', 'administrator'), site: 'suedwest' });
    expect((await update.execute({ organizationId: '13', changes: changes() }, administrator)).ok).toBe(true);
  });

  it('another recruiter, an applicant and guests are refused before anything is checked or written', async () => {
    const { update, profiles, images, store, sanitizer } = setup();
    for (const who of [otherRecruiter, applicant, ctx()]) {
      expect(await update.execute({ organizationId: '10', changes: changes({ name: '' }), logo: uploadOf(pngBytes()) }, who)).toEqual({
        ok: false,
        // A guest is told to sign in; a signed-in user without the right is refused.
        code: who.actor.kind === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      });
    }
    // Nobody owns 12: only staff may edit it.
    expect(await update.execute({ organizationId: '12', changes: changes() }, owner)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(profiles.updates).toEqual([]);
    expect(images.calls).toEqual([]);
    expect(sanitizer.calls).toEqual([]);
    expect([...store.files.keys()]).toEqual([OLD_LOGO, OLD_COVER]);
  });

  it('unknown or malformed organization ids are NOT_FOUND', async () => {
    const { update } = setup();
    for (const id of ['404', 'abc', '', '1; drop table organizations'])
      expect(await update.execute({ organizationId: id, changes: changes() }, staff)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  it('answers every problem at once, field by field, and writes nothing', async () => {
    const { update, profiles, images, store } = setup();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const result = await update.execute(
      {
        organizationId: '10',
        changes: changes({
          name: 'A',
          socialProfiles: { linkedin: 'https://www.facebook.com/muster' },
          industryId: '999',
          benefits: [{ de: 'X' }, { de: 'x' }],
        }),
        logo: uploadOf(svg),
        cover: uploadOf(pngBytes(16), 6 * 1024 * 1024),
      },
      owner,
    );
    expect(result).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [
        { field: 'name', problem: 'TOO_SHORT' },
        { field: 'socialProfiles.linkedin', problem: 'WRONG_NETWORK' },
        { field: 'benefits.1', problem: 'DUPLICATE' },
        { field: 'industryId', problem: 'UNKNOWN_INDUSTRY' },
        { field: 'logo', problem: 'IMAGE_SVG_NOT_ALLOWED' },
        { field: 'cover', problem: 'IMAGE_TOO_LARGE' },
      ],
    });
    expect(images.calls).toEqual([]); // nothing decoded while other problems stand
    expect(profiles.updates).toEqual([]);
    expect(store.files.size).toBe(2);
  });

  it('a file that claims to be an image but does not decode is refused; nothing written', async () => {
    const { update, profiles, store } = setup();
    const broken = pngBytes();
    broken[broken.length - 1] = 0x00; // the fake processor's marker of undecodable bytes
    expect(
      await update.execute({ organizationId: '10', changes: changes(), logo: uploadOf(pngBytes()), cover: uploadOf(broken) }, owner),
    ).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'cover', problem: 'IMAGE_INVALID' }],
    });
    expect(profiles.updates).toEqual([]);
    expect([...store.files.keys()]).toEqual([OLD_LOGO, OLD_COVER]);
  });

  it('replaces logo and removes cover: new file under a fresh key, old files deleted after the change', async () => {
    const { update, profiles, store } = setup();
    const result = await update.execute({ organizationId: '10', changes: changes(), logo: uploadOf(pngBytes()), cover: null }, owner);
    expect(result.ok).toBe(true);
    const row = profiles.row('10')!;
    expect(row.logoKey).toMatch(/^organizations\/10\/logo-[0-9a-f]{8}-[0-9a-z]+\.webp$/);
    expect(row.profile.logoUrl).toBe(`/organization-image/10/${row.logoKey!.split('/').pop()}`);
    expect(row.coverKey).toBeNull();
    expect(row.profile.coverUrl).toBeNull();
    expect([...store.files.keys()]).toEqual([row.logoKey]);
  });

  it('a failing database leaves neither the row changed nor the new files behind; the old files stay', async () => {
    const { update, profiles, store } = setup();
    profiles.failNextUpdate = true;
    await expect(
      update.execute({ organizationId: '10', changes: changes({ name: 'Nie gespeichert' }), logo: uploadOf(pngBytes()) }, owner),
    ).rejects.toThrow('database unavailable');
    expect(profiles.row('10')!.profile.name).toBe('Muster GmbH');
    expect([...store.files.keys()]).toEqual([OLD_LOGO, OLD_COVER]);
  });

  it('an old file that cannot be deleted does not undo a committed update', async () => {
    const { update, profiles, store } = setup();
    store.undeletable.add(OLD_LOGO);
    expect((await update.execute({ organizationId: '10', changes: changes(), logo: uploadOf(pngBytes()) }, owner)).ok).toBe(true);
    expect(profiles.row('10')!.logoKey).not.toBe(OLD_LOGO);
  });
});

describe('ListUpdatableOrganizationProfiles (spec §7 updatableOrganizationProfiles)', () => {
  it('the organizations a recruiter owns; nothing for applicants, guests and staff without an organization', async () => {
    const { profiles } = setup();
    const list = new ListUpdatableOrganizationProfiles(profiles, profiles);
    expect((await list.execute(undefined, owner)).map((p) => p.id)).toEqual(['10']);
    expect((await list.execute(undefined, otherRecruiter)).map((p) => p.id)).toEqual(['11']);
    expect(await list.execute(undefined, applicant)).toEqual([]);
    expect(await list.execute(undefined, ctx())).toEqual([]);
    expect(await list.execute(undefined, staff)).toEqual([]);
  });
});

describe('GetOrganizationEditAccess', () => {
  it('the profile for everyone; mayEdit only for its owner and staff', async () => {
    const { profiles } = setup();
    const owners = { teamOf: async (id: string) => (await profiles.findEditable(id)) ?? { team: [], sites: [] } };
    const access = new GetOrganizationEditAccess(new GetOrganizationProfile(profiles), owners);
    expect(await access.execute({ slug: 'muster-gmbh' }, owner)).toMatchObject({
      ok: true,
      value: { mayEdit: true, profile: { id: '10' } },
    });
    expect(await access.execute({ id: '10' }, staff)).toMatchObject({ ok: true, value: { mayEdit: true } });
    // The default site's admin on an organization only on suedwest: no edit button there.
    expect(await access.execute({ id: '13' }, staff)).toMatchObject({ ok: true, value: { mayEdit: false } });
    expect(await access.execute({ id: '13' }, otherSiteAdmin)).toMatchObject({ ok: true, value: { mayEdit: true } });
    for (const who of [otherRecruiter, applicant, ctx()])
      expect(await access.execute({ id: '10' }, who)).toMatchObject({ ok: true, value: { mayEdit: false } });
    expect(await access.execute({ slug: 'gibt-es-nicht' }, owner)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('GetOrganizationProfileOptions and GetOrganizationImage', () => {
  it('industries, the five size bands and the common benefits', async () => {
    const options = await new GetOrganizationProfileOptions(new InMemoryProfileOptions()).execute();
    expect(options.industries.map((i) => i.id)).toEqual(['301', '302']);
    expect(options.sizes).toEqual(['1-9', '10-49', '50-249', '250-999', '1000+']);
    expect(options.benefits[0]).toMatchObject({ de: '30 Tage Urlaub' });
  });

  it('serves only stored profile image names, with the type the name says', async () => {
    const { store } = setup();
    const images = new GetOrganizationImage(store);
    expect(await images.execute({ organizationId: '10', fileName: 'logo-0badcafe-abc.webp' })).toMatchObject({
      ok: true,
      value: { contentType: 'image/webp' },
    });
    for (const fileName of ['logo-0badcafe-abd.webp', '../10/logo-0badcafe-abc.webp', 'logo-0badcafe-abc.svg', 'LOGO-0badcafe-abc.webp']) {
      expect(await images.execute({ organizationId: '10', fileName })).toEqual({ ok: false, code: 'NOT_FOUND' });
    }
    expect(await images.execute({ organizationId: '0', fileName: 'logo-0badcafe-abc.webp' })).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
