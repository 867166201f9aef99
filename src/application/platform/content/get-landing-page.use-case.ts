import { isLandingPagePath, type LandingPage } from '../../../domain/content/landing-page';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { LandingPageRepository } from './landing-page-repository.port';

/**
 * One landing page by id, or by its path in the request's language: published and of the request's site,
 * else NOT_FOUND (drafts stay hidden).
 */
export class GetLandingPage {
  constructor(private readonly pages: LandingPageRepository) {}

  async execute(input: { id: string } | { path: string }, ctx: RequestContext): Promise<Result<LandingPage, 'NOT_FOUND'>> {
    if ('path' in input) {
      if (!isLandingPagePath(input.path)) return err('NOT_FOUND');
      const page = await this.pages.findPublishedByPath(ctx.site, ctx.locale, input.path);
      return page ? ok(page) : err('NOT_FOUND');
    }
    if (!/^[1-9]\d{0,17}$/.test(input.id)) return err('NOT_FOUND');
    const page = await this.pages.findById(input.id);
    return page?.published && page.site === ctx.site ? ok(page) : err('NOT_FOUND');
  }
}
