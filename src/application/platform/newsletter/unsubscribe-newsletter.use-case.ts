import { err, ok, type Result } from '../../../domain/shared/result';
import { subscriptionOfToken } from './newsletter-links';
import type { NewsletterTokenSigner } from './newsletter-token-signer.port';
import type { NewsletterUnitOfWork } from './newsletter-repository.port';

/**
 * One-click unsubscribe with the signed token of a newsletter mail (no login): the subscription is
 * deleted. A second click, or the mail provider's POST after the visitor's own, answers the same.
 */
export class UnsubscribeNewsletter {
  constructor(
    private readonly uow: NewsletterUnitOfWork,
    private readonly signer: NewsletterTokenSigner,
  ) {}

  async execute(input: { readonly token: string }): Promise<Result<{ subscriptionId: string }, 'INVALID_TOKEN'>> {
    const id = subscriptionOfToken(this.signer, input.token);
    if (!id) return err('INVALID_TOKEN');
    await this.uow.run(({ newsletter }) => newsletter.deleteSubscription(id));
    return ok({ subscriptionId: id });
  }
}
