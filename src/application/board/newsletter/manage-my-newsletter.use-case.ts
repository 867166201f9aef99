import type { BoardContext } from '../board-context';
import type { MyNewsletter, NewsletterGateway } from './newsletter-gateway.port';

/** The dashboard's newsletter card: its state for the signed-in user, and the subscribe / unsubscribe button. */
export class ManageMyNewsletter {
  constructor(private readonly newsletter: NewsletterGateway) {}

  /** null for guests and where the site has no newsletter (the card is not shown). */
  async show(ctx: BoardContext): Promise<MyNewsletter | null> {
    if (!ctx.token) return null;
    const mine = await this.newsletter.mine(ctx);
    return mine.errors.length > 0 ? null : mine;
  }

  change(
    input: { readonly subscribe: boolean; readonly consentRevisionId: string | null; readonly origin: string },
    ctx: BoardContext,
  ): Promise<MyNewsletter> {
    return this.newsletter.changeMine(input, ctx);
  }
}
