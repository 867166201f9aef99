import { TERMS_PLACEMENT, TERMS_TYPE } from '../../../domain/consent/consent-info';
import type { BoardContext } from '../board-context';
import type { UserGateway } from '../identity/user-gateway.port';
import type { ConsentGateway } from './consent-gateway.port';

export type TermsNotice =
  /** Nothing to ask: a guest, the feature off, no terms in force, or already accepted. */
  | { readonly kind: 'none' }
  /** "Terms dialog": the latest terms are in force and the signed-in user has not accepted them. */
  | { readonly kind: 'ask'; readonly infoId: string; readonly text: string }
  /** Either consent query failed ("There was an error loading the GDPR consent."). */
  | { readonly kind: 'error' };

const NONE: TermsNotice = { kind: 'none' };

/**
 * Whether the app shell asks the signed-in user to accept changed terms (placement
 * REGISTRATION, type PRIVACY_POLICY, only with the site's `latestTerms` feature). Guests cost nothing:
 * without a session token no query is sent. A token the platform does not know (expired session) is a
 * guest too: the user is asked for alongside the consents (one batch), and without one nothing shows.
 */
export class CheckLatestTerms {
  constructor(
    private readonly consents: ConsentGateway,
    private readonly users: UserGateway,
  ) {}

  async execute(input: { latestTermsFeature: boolean }, ctx: BoardContext): Promise<TermsNotice> {
    if (!input.latestTermsFeature || !ctx.token) return NONE;
    const filter = { placement: TERMS_PLACEMENT, type: TERMS_TYPE };
    // A failing user query (a session whose user is gone) is the accounts flow's business, not an alert here.
    const user = this.users.current(ctx).catch(() => null);
    let infos: Awaited<ReturnType<typeof this.consents.infos>>;
    let latest: Awaited<ReturnType<typeof this.consents.latest>>;
    try {
      [infos, latest] = await Promise.all([this.consents.infos(filter, ctx), this.consents.latest(filter, ctx)]);
    } catch {
      return (await user) ? { kind: 'error' } : NONE;
    }
    const terms = infos[0];
    if (!terms || latest || !(await user)) return NONE;
    return { kind: 'ask', infoId: terms.id, text: terms.text };
  }
}
