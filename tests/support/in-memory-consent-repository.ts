import type { ConsentInfoQuery, ConsentRepository, NewUserConsent } from '../../src/application/platform/consent/consent-repository.port';
import type { ConsentInfo } from '../../src/domain/consent/consent-info';
import type { UserConsent } from '../../src/domain/consent/user-consent';

/** In-memory fake of the ConsentRepository port, following the same rules as the PostgreSQL one. */
export class InMemoryConsentRepository implements ConsentRepository {
  readonly consents: UserConsent[] = [];
  private nextId = 1;

  constructor(private readonly infos: readonly ConsentInfo[]) {}

  async listActiveInfos(q: ConsentInfoQuery): Promise<readonly ConsentInfo[]> {
    return this.infos
      .filter(
        (i) =>
          i.active &&
          (i.sites === null || i.sites.includes(q.site)) &&
          (q.id === undefined || i.id === q.id) &&
          (q.type === undefined || i.type === q.type) &&
          (q.placement === undefined || i.placement === q.placement) &&
          (q.path === undefined || i.path === null || i.path === q.path) &&
          i.revisions.some((r) => Date.parse(r.effectiveAt) <= q.now.getTime()),
      )
      .sort((a, b) => (q.sorting === 'ID_ASC' ? 1 : -1) * (Number(a.id) - Number(b.id)))
      .slice(q.offset, q.offset + q.limit);
  }

  async findInfo(id: string): Promise<ConsentInfo | null> {
    return this.infos.find((i) => i.id === id) ?? null;
  }

  async consentsOfUser(userId: string, infoIds: readonly string[]): Promise<readonly UserConsent[]> {
    return this.consents.filter((c) => c.userId === userId && infoIds.includes(c.infoId));
  }

  async record(c: NewUserConsent): Promise<UserConsent> {
    const index = c.userId === null ? -1 : this.consents.findIndex((x) => x.userId === c.userId && x.infoRevisionId === c.revisionId);
    const existing = this.consents[index];
    if (existing && (c.termsVersion === null || existing.termsVersion === c.termsVersion)) return existing;
    if (existing && c.termsVersion !== null) {
      const updated: UserConsent = {
        ...existing,
        termsVersion: c.termsVersion,
        acceptedTermsVersions: existing.acceptedTermsVersions.includes(c.termsVersion)
          ? existing.acceptedTermsVersions
          : [...existing.acceptedTermsVersions, c.termsVersion],
        consentedAt: c.at.toISOString(),
        site: c.site,
        mail: c.mail,
      };
      this.consents[index] = updated;
      return updated;
    }
    const consent: UserConsent = {
      id: String(this.nextId++),
      infoId: c.infoId,
      infoRevisionId: c.revisionId,
      mail: c.mail,
      userId: c.userId,
      site: c.site,
      consentedAt: c.at.toISOString(),
      termsVersion: c.termsVersion,
      acceptedTermsVersions: c.termsVersion === null ? [] : [c.termsVersion],
    };
    this.consents.push(consent);
    return consent;
  }
}

/** A consent info with one revision effective long ago (Object Mother). */
export const aConsentInfo = (overrides: Partial<ConsentInfo> = {}): ConsentInfo => ({
  id: '1',
  type: 'PRIVACY_POLICY',
  placement: 'REGISTRATION',
  optIn: true,
  active: true,
  sites: null,
  path: null,
  revisions: [{ id: '11', texts: { de: '<p>Datenschutz</p>', 'en-GB': '<p>Privacy</p>' }, effectiveAt: '2026-01-01T00:00:00.000Z' }],
  ...overrides,
});
