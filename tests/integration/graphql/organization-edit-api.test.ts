import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { platformYoga } from './support/all-graphql-parts';
import { fakePlatformDeps } from './support/platform-seed';

/** The organization-editing part of the schema on the real yoga server (in-memory ports behind the real use cases). */
const yoga = platformYoga(fakePlatformDeps(), { production: true, logger: pino({ level: 'silent' }) });

async function run(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await yoga.fetch('http://platform.internal/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-frontend': 'suedwest', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Muster GmbH',
  organizationLocation: { countryCode: 'DE', zip: '70173', locality: 'Stuttgart' },
  socialProfiles: [{ network: 'linkedin', url: 'linkedin.com/company/muster' }],
  presentation: '<p>Hallo<script>alert(1)</script></p>',
  benefits: [
    {
      labels: [
        { locale: 'de', value: 'Homeoffice' },
        { locale: 'en-GB', value: 'Working from home' },
      ],
    },
  ],
  ...overrides,
});
const UPDATE = `mutation($id: ID!, $input: OrganizationProfileInput!) {
  updateOrganizationProfile(id: $id, input: $input) { errors { field code } profile { name presentation socialProfiles { network url } benefits { label } } }
}`;

describe('organization editing over /graphql', () => {
  it('spec §7 updatableOrganizationProfiles: the owner’s profiles with url path (locale prefix), logo, tid/label lists; empty for other users, UNAUTHENTICATED for guests', async () => {
    const owner = await run(
      '{ updatableOrganizationProfiles { id name presentation industry { tid label } benefits { tid label } organization { id } url { path urlNoPrefix } logo { url } details { slug } } }',
      {},
      { authorization: 'Bearer token-owner', 'x-locale': 'en-GB' },
    );
    expect(owner).toEqual({
      data: {
        updatableOrganizationProfiles: [
          {
            id: '10',
            name: 'Muster GmbH',
            presentation: '<p>Wir bauen Software für den Mittelstand.</p>',
            industry: [{ tid: '301', label: 'IT & software' }],
            benefits: [{ tid: null, label: '30 days of holiday' }],
            organization: { id: '10' },
            url: { path: '/en/organization/muster-gmbh', urlNoPrefix: '/organization/muster-gmbh' },
            logo: null,
            details: { slug: 'muster-gmbh' },
          },
        ],
      },
    });
    expect(await run('{ updatableOrganizationProfiles { id } }', {}, { authorization: 'Bearer token-anna' })).toEqual({
      data: { updatableOrganizationProfiles: [] },
    });
    // A guest is told to sign in rather than handed an empty list that reads as "you own none".
    expect(await run('{ updatableOrganizationProfiles { id } }')).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });

  it('organizationEditAccess and organizationProfileOptions', async () => {
    expect(
      await run('{ organizationEditAccess(slug: "muster-gmbh") { mayEdit profile { id } } }', {}, { authorization: 'Bearer token-owner' }),
    ).toEqual({
      data: { organizationEditAccess: { mayEdit: true, profile: { id: '10' } } },
    });
    expect(await run('{ organizationEditAccess(id: "10") { mayEdit } }', {}, { authorization: 'Bearer token-anna' })).toEqual({
      data: { organizationEditAccess: { mayEdit: false } },
    });
    expect(await run('{ organizationEditAccess(id: "404") { mayEdit } }')).toEqual({ data: { organizationEditAccess: null } });
    const options = await run(
      '{ organizationProfileOptions { industries { id label } sizes benefits { label labels { locale value } } } }',
      {},
      { 'x-locale': 'en-GB' },
    );
    expect(options.data?.organizationProfileOptions).toMatchObject({
      industries: [
        { id: '301', label: 'IT & software' },
        { id: '302', label: 'Healthcare' },
      ],
      sizes: ['1-9', '10-49', '50-249', '250-999', '1000+'],
    });
  });

  it('updateOrganizationProfile: the owner’s update is sanitized and normalized; others get FORBIDDEN in errors', async () => {
    expect(await run(UPDATE, { id: '10', input: input() }, { authorization: 'Bearer token-owner' })).toEqual({
      data: {
        updateOrganizationProfile: {
          errors: [],
          profile: {
            name: 'Muster GmbH',
            presentation: '<p>Hallo</p>',
            socialProfiles: [{ network: 'linkedin', url: 'https://linkedin.com/company/muster' }],
            benefits: [{ label: 'Homeoffice' }],
          },
        },
      },
    });
    expect(await run(UPDATE, { id: '10', input: input({ name: 'Gekapert' }) }, { authorization: 'Bearer token-anna' })).toEqual({
      data: { updateOrganizationProfile: { errors: [{ field: null, code: 'FORBIDDEN' }], profile: null } },
    });
    expect(
      await run(
        UPDATE,
        { id: '10', input: input({ organizationLocation: { countryCode: 'DE', zip: '!!' } }) },
        { authorization: 'Bearer token-owner' },
      ),
    ).toEqual({
      data: { updateOrganizationProfile: { errors: [{ field: 'organizationLocation.zip', code: 'INVALID_ZIP' }], profile: null } },
    });
  });

  it('refuses malformed input at the edge with BAD_USER_INPUT (unknown network, size or locale)', async () => {
    for (const bad of [
      { socialProfiles: [{ network: 'myspace', url: 'https://myspace.com/x' }] },
      { size: 'huge' },
      { benefits: [{ labels: [{ locale: 'xx', value: 'x' }] }] },
    ]) {
      const answer = await run(UPDATE, { id: '10', input: input(bad) }, { authorization: 'Bearer token-owner' });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
  });
});
