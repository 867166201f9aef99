import { isConfirmTokenShaped } from '../../../domain/newsletter/newsletter-subscription';
import { parseUnsubscribeToken } from '../../../domain/newsletter/newsletter-token';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { NewsletterGateway } from './newsletter-gateway.port';

/** The links in newsletter mails: confirm a sign-up, or unsubscribe (no sign-in; the token decides). */
export class UseNewsletterLink {
  constructor(private readonly newsletter: NewsletterGateway) {}

  async execute(
    input: { readonly purpose: 'confirm' | 'unsubscribe'; readonly token: string },
    ctx: BoardContext,
  ): Promise<Result<null, 'INVALID_TOKEN'>> {
    // A token that cannot be one is refused here, without a round trip.
    if (input.purpose === 'confirm') {
      if (!isConfirmTokenShaped(input.token)) return err('INVALID_TOKEN');
      return (await this.newsletter.confirm(input.token, ctx)).errors.length === 0 ? ok(null) : err('INVALID_TOKEN');
    }
    if (!parseUnsubscribeToken(input.token)) return err('INVALID_TOKEN');
    return (await this.newsletter.unsubscribe(input.token, ctx)).errors.length === 0 ? ok(null) : err('INVALID_TOKEN');
  }
}
