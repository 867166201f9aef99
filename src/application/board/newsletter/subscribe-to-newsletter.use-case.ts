import { isPlausibleEmail, normalizeEmail } from '../../../domain/identity/credentials';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { NewsletterGateway, NewsletterSignUpForm } from './newsletter-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

export type SubscribeFailure = 'INVALID_EMAIL' | 'CONSENT_REQUIRED' | 'CONSENT_CHANGED' | 'RATE_LIMITED' | 'NOT_FOUND';

/**
 * The sign-up form: an address and the ticked consent (its revision). An address that cannot be one and
 * a missing tick are refused here without a round trip; everything else is the platform's to decide.
 */
export class SubscribeToNewsletter {
  constructor(private readonly newsletter: NewsletterGateway) {}

  /** The consent wording the form shows; null where the site has no newsletter (or no wording in force). */
  form(ctx: BoardContext): Promise<NewsletterSignUpForm | null> {
    return this.newsletter.signUpForm(ctx);
  }

  async execute(
    input: {
      readonly email: string;
      readonly consent: boolean;
      readonly consentRevisionId: string;
      readonly origin: string;
    },
    ctx: BoardContext,
  ): Promise<Result<null, SubscribeFailure>> {
    if (!isPlausibleEmail(normalizeEmail(input.email))) return err('INVALID_EMAIL');
    if (!input.consent || !isEntityId(input.consentRevisionId)) return err('CONSENT_REQUIRED');
    const answer = await this.newsletter.signUp(
      { email: input.email, consentRevisionId: input.consentRevisionId, origin: input.origin },
      ctx,
    );
    const code = answer.errors[0];
    if (!code) return ok(null);
    const known: SubscribeFailure[] = ['INVALID_EMAIL', 'CONSENT_CHANGED', 'RATE_LIMITED', 'NOT_FOUND'];
    return err(known.find((k) => k === code) ?? 'NOT_FOUND');
  }
}
