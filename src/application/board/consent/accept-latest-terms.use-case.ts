import type { BoardContext } from '../board-context';
import type { UserGateway } from '../identity/user-gateway.port';
import type { ConsentGateway } from './consent-gateway.port';

export type AcceptTermsResult = { readonly kind: 'saved' } | { readonly kind: 'failed'; readonly errors: readonly string[] };

/**
 * The terms dialog's Confirm: records acceptance of the info under the signed-in user's own mail
 * (looked up here, so the browser never sends or sees it). Guests cannot accept (SIGN_IN_REQUIRED).
 */
export class AcceptLatestTerms {
  constructor(
    private readonly consents: ConsentGateway,
    private readonly users: UserGateway,
  ) {}

  async execute(input: { infoId: string }, ctx: BoardContext): Promise<AcceptTermsResult> {
    if (!ctx.token) return { kind: 'failed', errors: ['SIGN_IN_REQUIRED'] };
    const user = await this.users.current(ctx);
    if (!user) return { kind: 'failed', errors: ['SIGN_IN_REQUIRED'] };
    const result = await this.consents.acceptTerms({ mail: user.email, infoId: input.infoId }, ctx);
    return result.errors.length === 0 ? { kind: 'saved' } : { kind: 'failed', errors: result.errors };
  }
}
