import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { AcceptLatestTerms } from '../../../src/application/board/consent/accept-latest-terms.use-case';
import { CheckLatestTerms } from '../../../src/application/board/consent/check-latest-terms.use-case';
import type { ConsentGateway, ConsentText, LatestConsent } from '../../../src/application/board/consent/consent-gateway.port';
import type { UserGateway } from '../../../src/application/board/identity/user-gateway.port';
import type { User } from '../../../src/domain/identity/user';

const signedIn: BoardContext = { site: 'default', locale: 'en-GB', token: 'tok' };
const guest: BoardContext = { site: 'default', locale: 'en-GB', token: null };
const TERMS: ConsentText = { id: '31', type: 'PRIVACY_POLICY', optIn: true, text: '<p>New terms</p>' };

class FakeConsents implements ConsentGateway {
  calls: string[] = [];
  accepted: Array<{ mail: string; infoId: string }> = [];
  constructor(private readonly answers: { infos?: ConsentText[] | Error; latest?: LatestConsent | null | Error; errors?: string[] } = {}) {}
  async infos(filter: { placement: string; type: string }) {
    this.calls.push(`infos ${filter.placement} ${filter.type}`);
    if (this.answers.infos instanceof Error) throw this.answers.infos;
    return this.answers.infos ?? [TERMS];
  }
  async latest(filter: { placement: string; type: string }) {
    this.calls.push(`latest ${filter.placement} ${filter.type}`);
    if (this.answers.latest instanceof Error) throw this.answers.latest;
    return this.answers.latest ?? null;
  }
  async acceptTerms(input: { mail: string; infoId: string }) {
    this.accepted.push(input);
    return { errors: this.answers.errors ?? [], consentId: this.answers.errors?.length ? null : '1' };
  }
}

const users = (user: Partial<User> | null): UserGateway => ({
  current: async () => (user ? ({ id: '7', email: 'anna@example.org', ...user } as User) : null),
});

describe('CheckLatestTerms (the app shell’s terms dialog)', () => {
  it('asks a signed-in user when the latest terms are in force and not accepted (placement REGISTRATION, type PRIVACY_POLICY)', async () => {
    const consents = new FakeConsents();
    expect(await new CheckLatestTerms(consents, users({})).execute({ latestTermsFeature: true }, signedIn)).toEqual({
      kind: 'ask',
      infoId: '31',
      text: '<p>New terms</p>',
    });
    expect(consents.calls.sort()).toEqual(['infos REGISTRATION PRIVACY_POLICY', 'latest REGISTRATION PRIVACY_POLICY']);
  });

  it('costs guests nothing and stays silent where the feature is off', async () => {
    const consents = new FakeConsents();
    expect(await new CheckLatestTerms(consents, users({})).execute({ latestTermsFeature: true }, guest)).toEqual({ kind: 'none' });
    expect(await new CheckLatestTerms(consents, users({})).execute({ latestTermsFeature: false }, signedIn)).toEqual({ kind: 'none' });
    expect(consents.calls).toEqual([]);
  });

  it('does not ask when already accepted or when no terms are in force', async () => {
    const latest: LatestConsent = { id: '1', infoId: '31', infoRevisionId: '311', mail: 'anna@example.org' };
    expect(await new CheckLatestTerms(new FakeConsents({ latest }), users({})).execute({ latestTermsFeature: true }, signedIn)).toEqual({
      kind: 'none',
    });
    expect(await new CheckLatestTerms(new FakeConsents({ infos: [] }), users({})).execute({ latestTermsFeature: true }, signedIn)).toEqual({
      kind: 'none',
    });
  });

  it('treats a token the platform does not know as a guest (no dialog, no alert)', async () => {
    expect(await new CheckLatestTerms(new FakeConsents(), users(null)).execute({ latestTermsFeature: true }, signedIn)).toEqual({
      kind: 'none',
    });
    expect(
      await new CheckLatestTerms(new FakeConsents({ infos: new Error('down') }), users(null)).execute(
        { latestTermsFeature: true },
        signedIn,
      ),
    ).toEqual({ kind: 'none' });
    const gone: UserGateway = { current: () => Promise.reject(new Error('USER_GONE')) };
    expect(await new CheckLatestTerms(new FakeConsents(), gone).execute({ latestTermsFeature: true }, signedIn)).toEqual({ kind: 'none' });
  });

  it('reports an error when either consent query fails (spec §8)', async () => {
    expect(
      await new CheckLatestTerms(new FakeConsents({ infos: new Error('down') }), users({})).execute({ latestTermsFeature: true }, signedIn),
    ).toEqual({ kind: 'error' });
    expect(
      await new CheckLatestTerms(new FakeConsents({ latest: new Error('down') }), users({})).execute(
        { latestTermsFeature: true },
        signedIn,
      ),
    ).toEqual({ kind: 'error' });
  });
});

describe('AcceptLatestTerms (the dialog’s Confirm)', () => {
  it('accepts under the signed-in user’s own mail', async () => {
    const consents = new FakeConsents();
    expect(await new AcceptLatestTerms(consents, users({})).execute({ infoId: '31' }, signedIn)).toEqual({ kind: 'saved' });
    expect(consents.accepted).toEqual([{ mail: 'anna@example.org', infoId: '31' }]);
  });

  it('fails with the platform’s codes, and for guests without asking the platform', async () => {
    expect(
      await new AcceptLatestTerms(new FakeConsents({ errors: ['INFO_NOT_FOUND'] }), users({})).execute({ infoId: '31' }, signedIn),
    ).toEqual({ kind: 'failed', errors: ['INFO_NOT_FOUND'] });
    const consents = new FakeConsents();
    expect(await new AcceptLatestTerms(consents, users(null)).execute({ infoId: '31' }, signedIn)).toEqual({
      kind: 'failed',
      errors: ['SIGN_IN_REQUIRED'],
    });
    expect(await new AcceptLatestTerms(consents, users({})).execute({ infoId: '31' }, guest)).toEqual({
      kind: 'failed',
      errors: ['SIGN_IN_REQUIRED'],
    });
    expect(consents.accepted).toEqual([]);
  });
});
