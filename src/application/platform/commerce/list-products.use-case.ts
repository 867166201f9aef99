import type { Product } from '../../../domain/commerce/catalogue';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CommerceRepository } from './commerce-repository.port';

/** This site's catalogue: what anybody may look at before signing in. */
export class ListProducts {
  constructor(private readonly repo: CommerceRepository) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Product[]> {
    return (await this.repo.products(ctx.site)).filter((p) => p.active);
  }
}
