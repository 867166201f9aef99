import type { LandingPage } from '../../../domain/content/landing-page';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { LandingPageRepository } from './landing-page-repository.port';

/** One landing page by id: published and of the request's site, else NOT_FOUND (drafts stay hidden). */
export class GetLandingPage {
  constructor(private readonly pages: LandingPageRepository) {}

  async execute(input: { id: string }, ctx: RequestContext): Promise<Result<LandingPage, 'NOT_FOUND'>> {
    if (!/^[1-9]\d{0,17}$/.test(input.id)) return err('NOT_FOUND');
    const page = await this.pages.findById(input.id);
    return page?.published && page.site === ctx.site ? ok(page) : err('NOT_FOUND');
  }
}
