import { accountTokenExpiry } from '../../../domain/identity/account-tokens';
import {
  CREATION_SOURCE_MAX_LENGTH,
  isPlausibleEmail,
  NAME_MAX_LENGTH,
  normalizeEmail,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  passwordProblem,
  type AccountKind,
} from '../../../domain/identity/credentials';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import { currentTermsVersion } from '../content/current-terms-version';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { accountLinkFor, pageLink } from './account-links';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { PasswordHasher } from './password-hasher.port';
import type { RateLimiter } from './rate-limiter.port';
import type { SecretTokens } from './secret-tokens.port';

export interface RegisterAccountInput {
  readonly kind: AccountKind;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Recruiters: the organization they create and own. */
  readonly organizationName?: string | null;
  /** utm_source remembered for the browser session, when the site records it. */
  readonly creationSource?: string | null;
  /** The terms and conditions checkbox: registration needs it ticked. */
  readonly acceptedTerms: boolean;
  /** Public origin of the site, for the link in the mail. */
  readonly origin: string;
  /** Client address, for the rate limits. */
  readonly ip: string;
}

export type RegisterAccountError = 'INVALID_INPUT' | 'RATE_LIMITED';

/**
 * Registration as applicant or recruiter (a recruiter creates an organization and owns it). The answer is
 * the same whether or not the address was free: a taken address gets a mail saying so (with login and
 * reset links) instead of a verification link, so the form never tells anyone who is registered.
 * Account, role, organization, terms acceptance, token and mail are written in one transaction.
 * Every valid attempt counts against the target address and the client address (RATE_LIMITS), since each
 * one mails the address it names; over either limit nothing is written or sent.
 */
export class RegisterAccount {
  constructor(
    private readonly uow: AccountUnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly composer: MailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    /** The site's terms page: the ticked checkbox accepts its version in force, which is recorded with it. */
    private readonly legal: LegalDocumentSource,
  ) {}

  async execute(input: RegisterAccountInput, ctx: RequestContext): Promise<Result<void, RegisterAccountError>> {
    const email = normalizeEmail(input.email);
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const organizationName = input.organizationName?.trim() ?? '';
    const site = this.sites.get(ctx.site);
    if (
      !site ||
      input.acceptedTerms !== true ||
      !isPlausibleEmail(email) ||
      passwordProblem(input.password) !== null ||
      firstName.length === 0 ||
      firstName.length > NAME_MAX_LENGTH ||
      lastName.length === 0 ||
      lastName.length > NAME_MAX_LENGTH ||
      (input.kind === 'recruiter' &&
        (organizationName.length < ORGANIZATION_NAME_MIN_LENGTH || organizationName.length > ORGANIZATION_NAME_MAX_LENGTH))
    ) {
      return err('INVALID_INPUT');
    }
    const perEmail = await this.limiter.consume('registrationsPerEmail', email);
    const perIp = await this.limiter.consume('registrationsPerIp', input.ip);
    if (!perEmail || !perIp) return err('RATE_LIMITED');
    const creationSource = input.creationSource?.trim().slice(0, CREATION_SOURCE_MAX_LENGTH) || null;
    // Hash before the transaction (Argon2 takes a while) and for taken addresses too (same timing).
    const passwordHash = await this.hasher.hash(input.password);
    const token = this.tokens.newToken();
    const now = this.clock.now();
    const termsVersion = await currentTermsVersion(this.legal, site.key, now);

    await this.uow.run(async (tx) => {
      const userId = await tx.accounts.create({ email, passwordHash, firstName, lastName, creationSource });
      if (userId === null) {
        const mail = this.composer.compose(
          email,
          {
            kind: 'already-registered',
            loginLink: pageLink(input.origin, site, ctx.locale, '/user/login'),
            resetLink: pageLink(input.origin, site, ctx.locale, '/user/password/forgot'),
            siteName: site.name,
          },
          ctx.locale,
        );
        await tx.outbox.enqueue(mail, site.key);
        return;
      }
      if (input.kind === 'recruiter') {
        const organizationId = await tx.organizations.createOwned({ name: organizationName, ownerId: userId });
        await tx.accounts.addRole(userId, { id: 'recruiter', targetId: organizationId });
      } else {
        await tx.accounts.addRole(userId, { id: 'applicant', targetId: null });
      }
      await tx.consents.recordTermsAcceptance({ userId, mail: email, site: site.key, at: now, termsVersion });
      await tx.tokens.issue({
        hash: this.tokens.hash(token),
        userId,
        purpose: 'verify_email',
        email,
        expiresAt: accountTokenExpiry('verify_email', now),
      });
      const link = accountLinkFor(input.origin, site, ctx.locale, 'verify_email', token);
      await tx.outbox.enqueue(
        this.composer.compose(email, { kind: 'verify-email', link, siteName: site.name, firstName }, ctx.locale),
        site.key,
      );
    });
    return ok(undefined);
  }
}
