import { describe, expect, it } from 'vitest';
import { AcceptTerms } from '../../../src/application/platform/consent/accept-terms.use-case';
import { CreateGdprUserConsent } from '../../../src/application/platform/consent/create-gdpr-user-consent.use-case';
import { GetGdprConsentInfos } from '../../../src/application/platform/consent/get-gdpr-consent-infos.use-case';
import { HasTheLatestConsent } from '../../../src/application/platform/consent/has-the-latest-consent.use-case';
import { ListConsentInfos } from '../../../src/application/platform/consent/list-consent-infos.use-case';
import type { User } from '../../../src/domain/identity/user';
import { InMemoryUserRepository } from '../../integration/graphql/support/fake-platform-ports';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryConsentRepository, aConsentInfo } from '../../support/in-memory-consent-repository';
import { InMemoryLegalDocumentSource } from '../../support/in-memory-legal-document-source';
import { ctx, userActor } from '../../support/request-context';

const clock = fixedClock('2026-11-22T12:00:00.000Z');
const anna: User = {
  id: '7',
  name: 'anna',
  email: 'Anna@Example.org',
  displayName: 'Anna',
  firstName: 'Anna',
  lastName: 'Muster',
  roles: [{ id: 'applicant', targetId: null }],
  emailVerified: true,
  organization: null,
  isUserApprovedAndVerified: true,
  isEligibleForJobApply: true,
  activeOrganization: null,
};
const users = new InMemoryUserRepository([anna]);
const asAnna = ctx({ actor: userActor('7', 'applicant') });

function setup() {
  const legal = new InMemoryLegalDocumentSource({ terms: ['2026-01-01', '2027-01-01'] });
  const repo = new InMemoryConsentRepository([
    aConsentInfo({
      id: '1',
      revisions: [
        { id: '11', texts: { de: '<p>Alt</p>' }, effectiveAt: '2025-01-01T00:00:00.000Z' },
        { id: '12', texts: { de: '<p>Neu</p>', 'en-GB': '<p>New</p>' }, effectiveAt: '2026-11-15T00:00:00.000Z' },
        { id: '13', texts: { de: '<p>Geplant</p>' }, effectiveAt: '2027-01-01T00:00:00.000Z' },
      ],
    }),
    aConsentInfo({ id: '2', type: 'NEWSLETTER', placement: 'NEWSLETTER' }),
    aConsentInfo({ id: '3', sites: ['mainfranken'], placement: 'CONTACT' }),
    aConsentInfo({ id: '4', active: false, placement: 'CONTACT' }),
    aConsentInfo({ id: '5', placement: 'CONTACT', revisions: [{ id: '51', texts: { de: 'x' }, effectiveAt: '2027-01-01T00:00:00.000Z' }] }),
  ]);
  return {
    repo,
    legal,
    infos: new GetGdprConsentInfos(repo, clock),
    refs: new ListConsentInfos(repo, clock),
    latest: new HasTheLatestConsent(repo, clock, legal),
    create: new CreateGdprUserConsent(repo, users, clock, legal),
    accept: new AcceptTerms(repo, users, clock, legal),
  };
}

describe('getGdprConsentInfos and consent infos', () => {
  it('answers the infos in force on the site with the text of the current revision in the asked language', async () => {
    const { infos } = setup();
    const result = await infos.execute({ placement: 'REGISTRATION', type: 'PRIVACY_POLICY', language: 'en-GB' }, ctx());
    expect(result).toEqual({
      ok: true,
      value: [{ id: '1', type: 'PRIVACY_POLICY', placement: 'REGISTRATION', optIn: true, text: '<p>New</p>', revisionId: '12' }],
    });
    // German where the language is missing; the request locale when none is asked for.
    expect(await infos.execute({ id: '1', language: 'fr' }, ctx())).toMatchObject({ ok: true, value: [{ text: '<p>Neu</p>' }] });
  });

  it('leaves out inactive, unworded and other sites’ infos; pages and sorts', async () => {
    const { infos, refs } = setup();
    expect(await refs.execute({}, ctx())).toEqual({ ok: true, value: [{ id: '1' }, { id: '2' }] });
    expect(await refs.execute({ placement: 'CONTACT' }, ctx({ site: 'mainfranken' }))).toEqual({ ok: true, value: [{ id: '3' }] });
    expect(await infos.execute({ sorting: 'ID_DESC', limit: 1 }, ctx())).toMatchObject({ ok: true, value: [{ id: '2' }] });
    expect(await infos.execute({ sorting: 'ID_DESC', limit: 1, offset: 1 }, ctx())).toMatchObject({ ok: true, value: [{ id: '1' }] });
    expect(await infos.execute({ id: 'abc' }, ctx())).toEqual({ ok: true, value: [] });
  });

  it('refuses malformed filters', async () => {
    const { infos, refs } = setup();
    expect(await infos.execute({ limit: 0 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_FILTER' });
    expect(await infos.execute({ limit: 51 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_FILTER' });
    expect(await infos.execute({ offset: -1 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_FILTER' });
    expect(await refs.execute({ type: "x' or 1=1" }, ctx())).toMatchObject({ ok: false, code: 'INVALID_FILTER' });
  });
});

describe('hasTheLatestConsent', () => {
  it('follows the terms page: a new terms file asks again, accepting records the version in force', async () => {
    const { latest, accept, legal, repo } = setup();
    const filter = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };
    expect(await accept.execute({ mail: 'anna@example.org', infoId: '1' }, asAnna)).toMatchObject({
      ok: true,
      consent: { termsVersion: '2026-01-01' },
    });
    expect(await latest.execute(filter, asAnna)).toMatchObject({ ok: true, value: { infoRevisionId: '12' } });
    // A deployment brings terms effective from yesterday: Anna accepted an older version.
    legal.pages = { terms: ['2026-01-01', '2026-11-21'] };
    expect(await latest.execute(filter, asAnna)).toEqual({ ok: true, value: null });
    expect(await accept.execute({ mail: 'anna@example.org', infoId: '1' }, asAnna)).toMatchObject({
      ok: true,
      consent: { termsVersion: '2026-11-21' },
    });
    expect(await latest.execute(filter, asAnna)).toMatchObject({ ok: true, value: { termsVersion: '2026-11-21' } });
    expect(repo.consents).toHaveLength(1);
  });

  it('is null for guests and for users without a consent to the wording in force', async () => {
    const { latest, repo } = setup();
    const filter = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };
    expect(await latest.execute(filter, ctx())).toEqual({ ok: true, value: null });
    await repo.record({
      infoId: '1',
      revisionId: '11',
      userId: '7',
      mail: 'anna@example.org',
      site: 'default',
      at: new Date('2025-02-01'),
      termsVersion: null,
    });
    expect(await latest.execute(filter, asAnna)).toEqual({ ok: true, value: null });
    await repo.record({
      infoId: '1',
      revisionId: '12',
      userId: '7',
      mail: 'anna@example.org',
      site: 'default',
      at: clock.now(),
      termsVersion: null,
    });
    // A terms acceptance without the terms version covers none, however recent it is.
    expect(await latest.execute(filter, asAnna)).toEqual({ ok: true, value: null });
    await repo.record({
      infoId: '1',
      revisionId: '12',
      userId: '7',
      mail: 'anna@example.org',
      site: 'default',
      at: clock.now(),
      termsVersion: '2026-01-01',
    });
    expect(await latest.execute(filter, asAnna)).toMatchObject({
      ok: true,
      value: { infoId: '1', infoRevisionId: '12', mail: 'anna@example.org' },
    });
    // Someone else's consent is not Anna's.
    expect(await latest.execute(filter, ctx({ actor: userActor('8') }))).toEqual({ ok: true, value: null });
  });

  it('refuses codes that are not codes', async () => {
    expect(await setup().latest.execute({ type: '', placement: 'REGISTRATION' }, asAnna)).toMatchObject({
      ok: false,
      code: 'INVALID_FILTER',
    });
  });
});

describe('createGdprUserConsent and accept terms (authorization in the use case)', () => {
  it('records a signed-in user’s consent for themselves, with the revision in force, site and time', async () => {
    const { create, repo } = setup();
    const outcome = await create.execute({ mail: 'anna@example.org', infoId: '1' }, { ...asAnna, site: 'suedwest' });
    expect(outcome).toEqual({
      ok: true,
      consent: {
        id: '1',
        infoId: '1',
        infoRevisionId: '12',
        mail: 'anna@example.org',
        userId: '7',
        site: 'suedwest',
        consentedAt: '2026-11-22T12:00:00.000Z',
        termsVersion: '2026-01-01',
        acceptedTermsVersions: ['2026-01-01'],
      },
    });
    expect(repo.consents).toHaveLength(1);
  });

  it('refuses consent for somebody else’s mail', async () => {
    const { create, accept, repo } = setup();
    expect(await create.execute({ mail: 'mallory@example.org', infoId: '1' }, asAnna)).toEqual({ ok: false, errors: ['MAIL_MISMATCH'] });
    expect(await accept.execute({ mail: 'mallory@example.org', infoId: '1' }, asAnna)).toEqual({ ok: false, errors: ['MAIL_MISMATCH'] });
    expect(repo.consents).toHaveLength(0);
  });

  it('lets guests consent to the newsletter only, and never accept terms', async () => {
    const { create, accept, repo } = setup();
    expect(await create.execute({ mail: 'gast@example.org', infoId: '2' }, ctx())).toMatchObject({
      ok: true,
      consent: { userId: null, mail: 'gast@example.org' },
    });
    expect(await create.execute({ mail: 'gast@example.org', infoId: '1' }, ctx())).toEqual({ ok: false, errors: ['SIGN_IN_REQUIRED'] });
    expect(await accept.execute({ mail: 'gast@example.org', infoId: '2' }, ctx())).toEqual({ ok: false, errors: ['SIGN_IN_REQUIRED'] });
    expect(repo.consents).toHaveLength(1);
  });

  it('needs a non-empty mail and infoId, and an info in force on the site', async () => {
    const { create, accept } = setup();
    expect(await create.execute({ mail: '', infoId: '' }, asAnna)).toEqual({ ok: false, errors: ['MAIL_REQUIRED', 'INFO_REQUIRED'] });
    expect(await accept.execute({ mail: 'anna@example.org', infoId: '999' }, asAnna)).toEqual({ ok: false, errors: ['INFO_NOT_FOUND'] });
    expect(await accept.execute({ mail: 'anna@example.org', infoId: '3' }, asAnna)).toEqual({ ok: false, errors: ['INFO_NOT_FOUND'] });
    expect(await accept.execute({ mail: 'anna@example.org', infoId: '4' }, asAnna)).toEqual({ ok: false, errors: ['INFO_NOT_FOUND'] });
  });

  it('a session whose user is gone cannot consent', async () => {
    expect(await setup().accept.execute({ mail: 'anna@example.org', infoId: '1' }, ctx({ actor: userActor('999') }))).toEqual({
      ok: false,
      errors: ['SIGN_IN_REQUIRED'],
    });
  });

  it('accepting twice keeps the first consent', async () => {
    const { accept, repo } = setup();
    const first = await accept.execute({ mail: 'anna@example.org', infoId: '1' }, asAnna);
    const second = await accept.execute({ mail: 'ANNA@example.org', infoId: '1' }, asAnna);
    expect(first.ok && second.ok && second.consent.id).toBe(first.ok && first.consent.id);
    expect(repo.consents).toHaveLength(1);
  });
});
