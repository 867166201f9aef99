import { CREDIT_TYPES } from '../../../domain/commerce/credits';
import type { RequestContext } from '../../../domain/shared/request-context';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';
import { creditView, type CreditBalanceView } from './commerce-views';

/**
 * getCredits: the balances of the organization (the one asked for, if the actor is a member; else the
 * actor's own): this site's every credit type (zero included, so the page can say "none left") and
 * other sites' non-zero balances. null when there is no such organization for the actor.
 */
export class GetCredits {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(input: { readonly organizationId: string | null }, ctx: RequestContext): Promise<CreditBalanceView[] | null> {
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return null;
    const balances = await this.repo.creditBalances(organization.id, null);
    const here = CREDIT_TYPES.map((type) => ({
      site: ctx.site,
      type,
      amount: balances.find((b) => b.site === ctx.site && b.type === type)?.amount ?? 0,
    }));
    const elsewhere = balances.filter((b) => b.site !== ctx.site && b.amount !== 0);
    return [...here, ...elsewhere].map((b) => creditView(b, organization.name, ctx.locale));
  }
}
