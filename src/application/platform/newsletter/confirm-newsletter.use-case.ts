import { isConfirmTokenShaped, isConfirmTokenUsable } from '../../../domain/newsletter/newsletter-subscription';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { SecretTokens } from '../identity/secret-tokens.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';

/**
 * The confirmation link of the double opt-in: the token is looked up by its hash, must not have expired,
 * and works once (confirming clears it). A forged, used or expired token is INVALID_TOKEN and changes
 * nothing.
 */
export class ConfirmNewsletter {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly tokens: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly token: string }): Promise<Result<{ subscriptionId: string }, 'INVALID_TOKEN'>> {
    if (!isConfirmTokenShaped(input.token)) return err('INVALID_TOKEN');
    const hash = this.tokens.hash(input.token);
    const now = this.clock.now();
    return this.uow.run(async ({ newsletter }) => {
      const sub = await newsletter.findByConfirmHash(hash);
      if (!sub || sub.confirmedAt || !isConfirmTokenUsable(sub.confirmExpiresAt, now)) return err('INVALID_TOKEN');
      await newsletter.confirm(sub.id, now);
      return ok({ subscriptionId: sub.id });
    });
  }
}
