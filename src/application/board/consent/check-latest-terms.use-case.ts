import { TERMS_PLACEMENT, TERMS_TYPE } from '../../../domain/consent/consent-info';
import type { BoardContext } from '../board-context';
import type { ConsentGateway } from './consent-gateway.port';

export type TermsNotice =
  /** Nothing to ask: a guest, the feature off, no terms in force, or already accepted. */
  | { readonly kind: 'none' }
  /** Spec §2 "Terms dialog": the latest terms are in force and the signed-in user has not accepted them. */
  | { readonly kind: 'ask'; readonly infoId: string; readonly text: string }
  /** Spec §8: either consent query failed ("There was an error loading the GDPR consent."). */
  | { readonly kind: 'error' };

const NONE: TermsNotice = { kind: 'none' };

/**
 * Whether the app shell asks the signed-in user to accept changed terms (spec §2, §6: placement
 * REGISTRATION, type PRIVACY_POLICY, only with the site's `latestTerms` feature). Guests cost nothing:
 * without a session token no query is sent.
 */
export class CheckLatestTerms {
  constructor(private readonly consents: ConsentGateway) {}

  async execute(input: { latestTermsFeature: boolean }, ctx: BoardContext): Promise<TermsNotice> {
    if (!input.latestTermsFeature || !ctx.token) return NONE;
    const filter = { placement: TERMS_PLACEMENT, type: TERMS_TYPE };
    let infos, latest;
    try {
      [infos, latest] = await Promise.all([this.consents.infos(filter, ctx), this.consents.latest(filter, ctx)]);
    } catch {
      return { kind: 'error' };
    }
    const terms = infos[0];
    if (!terms || latest) return NONE;
    return { kind: 'ask', infoId: terms.id, text: terms.text };
  }
}
