import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { visibleSites } from '../../../../domain/staff/staff-scope';
import { contentSectionRefusal, mayManagePage, type StaffLandingPageAccessError } from './staff-landing-page-access';
import type { StaffLandingPage, StaffLandingPageList, StaffLandingPageReader } from './staff-landing-page-store.port';

/**
 * The console's landing page list (filtered by title or path) and one page to edit: an administrator
 * sees every site's, a site_admin its own sites' (another site's page is NOT_FOUND, as if it did not exist).
 */
export class SearchStaffLandingPages {
  constructor(private readonly pages: StaffLandingPageReader) {}

  async search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: RequestContext,
  ): Promise<Result<StaffLandingPageList, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const refusal = contentSectionRefusal(ctx);
    if (refusal) return err(refusal);
    return ok(
      await this.pages.search(
        { sites: visibleSites(ctx.actor, 'content'), text: input.text.trim().toLowerCase() },
        { offset: input.offset, limit: input.limit },
      ),
    );
  }

  async find(id: string, ctx: RequestContext): Promise<Result<StaffLandingPage, StaffLandingPageAccessError>> {
    const refusal = contentSectionRefusal(ctx);
    if (refusal) return err(refusal);
    const page = await this.pages.find(id);
    return mayManagePage(ctx, page) ? ok(page) : err('NOT_FOUND');
  }
}
